import { Fragment, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import type { IntlShape } from 'react-intl';
import type { MessageId } from 'src-locales/messageIds';
import type { ListColumn } from './types';

interface RowActionBase<T> {
  key: string;
  /** Whether the operator may: an action nobody may take on this page is left out. */
  allowed: boolean;
  /** Whether this row offers it (the record's state); every row when absent. */
  shown?: (record: T) => boolean;
}

/** A link button that runs on click. */
export interface RowButtonAction<T> extends RowActionBase<T> {
  labelKey: MessageId;
  run: (record: T) => void;
  danger?: boolean;
}

/** A control of its own (the audit trail's button, which opens its drawer). */
export interface RowElementAction<T> extends RowActionBase<T> {
  render: (record: T) => ReactNode;
}

export type RowAction<T> = RowButtonAction<T> | RowElementAction<T>;

/**
 * The Actions column, titled with the area's `titleKey`: one link button per action the row offers; no column
 * when the operator may take none.
 */
export function actionsColumn<T>(intl: IntlShape, titleKey: MessageId, all: RowAction<T>[]): ListColumn<T>[] {
  const actions = all.filter((action) => action.allowed);
  if (actions.length === 0) return [];
  const offered = (record: T): ReactNode[] =>
    actions
      .filter((action) => action.shown?.(record) ?? true)
      .map((action) =>
        'render' in action ? (
          <Fragment key={action.key}>{action.render(record)}</Fragment>
        ) : (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            onClick={() => action.run(record)}
          >
            {intl.formatMessage({ id: action.labelKey })}
          </Button>
        ),
      );
  return [
    {
      key: 'actions',
      titleKey,
      fixed: 'right',
      render: (_, record) => <Space size={0}>{offered(record)}</Space>,
    },
  ];
}
