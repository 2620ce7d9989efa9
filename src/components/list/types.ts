import type { MessageId } from 'src-locales/messageIds';
import type { ProColumns } from '@ant-design/pro-components';
import type {
  ExportSpec,
  ExportState,
  FilterField,
  ListActions,
  ListMessages,
  ListState,
} from 'src-models/list';
import type { ApiErrorInfo } from 'src-services/errors';
import type { RootState } from 'src-models/store';
import type { QueryItem } from 'src-services/types';

export type { ExportSpec };

/** A table column: ProTable's, with a stable key, a translated title, sorting and its export. */
export type ListColumn<T> = Omit<ProColumns<T>, 'title' | 'key' | 'sorter'> & {
  key: string;
  titleKey: MessageId;
  /** The title as a literal text, for columns a form defines at run time (it wins over `titleKey`). */
  title?: string;
  /** Sorted by the server on `key`. */
  sortable?: boolean;
  /** Not exported when false or absent. */
  exportAs?: ExportSpec | ExportSpec[];
  /** Offered in the column chooser but hidden until the operator shows it. */
  hiddenByDefault?: boolean;
};

export interface TableView<T> {
  rows: T[];
  /** null until a search has answered. */
  total: number | null;
  page: number;
  pageSize: number;
  order: string;
  loading: boolean;
  /** The last search's failure, until a search succeeds. */
  error: ApiErrorInfo | null;
}

/** What the list container needs of a list model (any model made by createListModel fits). */
export interface ListModelView<T> {
  name: string;
  config: { defaultOrder: string; fixedScope?: QueryItem[]; defaultQuery?: QueryItem[] };
  messages: Pick<ListMessages, 'searchFailed'>;
  features: { export: boolean; savedFilters: boolean; orWithinScope: boolean };
  // The container only dispatches events every list has, whatever its save input.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  actions: ListActions<T, any, string>;
  selectors: {
    selectState: (root: RootState) => ListState<T>;
    selectTable: (root: RootState) => TableView<T>;
    selectExport: (root: RootState) => ExportState;
  };
}

export type { FilterField };

/** A table row as ProTable types it (interfaces have no index signature, so `unknown` would not do). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;
