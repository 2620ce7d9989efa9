import type { ReactNode } from 'react';
import { Button, Image, Space, Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { isMediaUrl } from 'config/mediaUrl';
import type { MessageId } from 'src-locales/messageIds';
import type { ListColumn } from 'src/components/list';

/** A stored image URL as a thumbnail; a value that is no image URL is never loaded. */
export const thumbnail = (url: string) =>
  isMediaUrl(url) ? <Image src={url} width={48} height={48} style={{ objectFit: 'cover' }} alt="" /> : null;

/** 02-operations §4: a soft deleted record stays listed, marked Deleted. */
export const statusColumn = (intl: IntlShape) => ({
  titleKey: 'carOption.status' as const,
  render: (_: unknown, record: { deleted_flag: 0 | 1 }) =>
    record.deleted_flag === 1 ? (
      <Tag>{intl.formatMessage({ id: 'carOption.status.deleted' })}</Tag>
    ) : (
      <Tag color="green">{intl.formatMessage({ id: 'carOption.status.shown' })}</Tag>
    ),
});

/** Edit and delete only while a record is shown (02-operations §4). */
export const isShown = (record: { deleted_flag: 0 | 1 }) => record.deleted_flag === 0;

export interface RowAction<T> {
  key: string;
  labelKey: MessageId;
  /** Whether the operator may: an action nobody may take on this page is left out. */
  allowed: boolean;
  /** Whether this row offers it (the record's state); every row when absent. */
  shown?: (record: T) => boolean;
  run: (record: T) => void;
  danger?: boolean;
}

/** The Actions column: one link button per action the row offers; no column when the operator may take none. */
export function actionsColumn<T>(intl: IntlShape, all: RowAction<T>[]): ListColumn<T>[] {
  const actions = all.filter((action) => action.allowed);
  if (actions.length === 0) return [];
  const offered = (record: T): ReactNode[] =>
    actions
      .filter((action) => action.shown?.(record) ?? true)
      .map((action) => (
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
      titleKey: 'carOption.actions',
      fixed: 'right',
      render: (_, record) => <Space size={0}>{offered(record)}</Space>,
    },
  ];
}
