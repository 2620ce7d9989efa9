import { Tag } from 'antd';
import { Thumbnail } from 'src/components/picture/Thumbnails';
import type { IntlShape } from 'react-intl';
import { isMediaUrl } from 'config/mediaUrl';

/** A stored image URL as a thumbnail; a value that is no image URL is never loaded. */
export const thumbnail = (url: string) =>
  isMediaUrl(url) ? <Thumbnail src={url} width={48} height={48} /> : null;

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
