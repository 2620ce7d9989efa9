import { Descriptions, Drawer, Empty, Image, List, Space, Typography } from 'antd';
import { isMediaUrl } from 'config/mediaUrl';
import { formatDateTime } from 'src-models/common';
import type { Ride } from 'src-services/rides';
import { useT } from 'src/components/useT';

interface Props {
  ride: Ride;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/** A ride's marks in a wide side drawer (03-community-analytics §2.2): what, where, when, and its photos. */
export function RideMarksDrawer({ ride, open, onClose, afterClose }: Props) {
  const t = useT();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => !visible && afterClose()}
      width="min(960px, 100vw)"
      title={t('riding.marks.title', { name: ride.nick_name })}
    >
      {ride.marks.length === 0 ? (
        <Empty description={t('riding.marks.empty')} />
      ) : (
        <List
          dataSource={ride.marks}
          rowKey="id"
          renderItem={(mark) => (
            <List.Item>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text strong>{mark.title}</Typography.Text>
                <Typography.Text>{mark.description}</Typography.Text>
                <Descriptions size="small" column={2}>
                  <Descriptions.Item label={t('riding.marks.position')}>
                    {`${mark.latitude}, ${mark.longitude}`}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('riding.marks.time')}>
                    {formatDateTime(mark.created_at)}
                  </Descriptions.Item>
                </Descriptions>
                <Space wrap>
                  {mark.images.filter(isMediaUrl).map((url, index) => (
                    <Image
                      key={url + index}
                      src={url}
                      width={160}
                      alt={t('riding.marks.image', { index: index + 1, title: mark.title })}
                    />
                  ))}
                </Space>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
