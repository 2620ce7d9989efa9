import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import type { IntlShape } from 'react-intl';
import type { MessageId } from 'src-locales/messageIds';
import type { ListColumn } from 'src/components/list';

export interface RowAction<T> {
  key: string;
  labelKey: MessageId;
  /** Whether the operator may: an action nobody may take here is left out. */
  allowed: boolean;
  run: (record: T) => void;
  danger?: boolean;
}

/** The Actions column: one link button per allowed action; no column when the operator may take none. */
export function actionsColumn<T>(intl: IntlShape, all: RowAction<T>[]): ListColumn<T>[] {
  const actions = all.filter((action) => action.allowed);
  if (actions.length === 0) return [];
  const offered = (record: T): ReactNode[] =>
    actions.map((action) => (
      <Button
        key={action.key}
        type="link"
        size="small"
        danger={action.danger}
        onClick={() => action.run(record)}
      >
        {intl.formatMessage({ id: action.labelKey })}
      </Button>
    ));
  return [
    {
      key: 'actions',
      titleKey: 'tagCenter.actions',
      fixed: 'right',
      render: (_, record) => <Space size={0}>{offered(record)}</Space>,
    },
  ];
}
