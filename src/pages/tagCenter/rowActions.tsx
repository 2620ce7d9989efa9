import type { IntlShape } from 'react-intl';
import { actionsColumn as sharedActionsColumn, type ListColumn, type RowAction } from 'src/components/list';

export type { RowAction } from 'src/components/list';

/** The tag center's Actions column (src/components/list `actionsColumn`). */
export const actionsColumn = <T,>(intl: IntlShape, all: RowAction<T>[]): ListColumn<T>[] =>
  sharedActionsColumn(intl, 'tagCenter.actions', all);
