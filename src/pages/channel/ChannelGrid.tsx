import { memo, useEffect, useState } from 'react';
import { Empty, Input, List, Space, Typography } from 'antd';
import { CHANNEL_PAGE_SIZES, channelActions, channelSelectors, inGroup } from 'src-models/channels';
import type { Channel } from 'src-services/channels';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { ChannelCard } from './ChannelCard';
import { useT } from 'src/components/useT';

interface Props {
  groupId: string;
  canSave: boolean;
  onEdit: (channel: Channel) => void;
}

/**
 * 03 §2.4: the group's channels as a paged card grid, 1/2/4/4/6/8 columns by screen width, searchable by name.
 * Memoized, as each card: a page of cards is not drawn again when the page around it opens or closes a dialog.
 */
export const ChannelGrid = memo(function ChannelGrid({ groupId, canSave, onEdit }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const channels = useAppSelector(channelSelectors.selectAll);
  const total = useAppSelector(channelSelectors.selectTotal);
  const search = useAppSelector(channelSelectors.selectSearch);
  const query = useAppSelector(channelSelectors.selectQuery);
  const [name, setName] = useState('');

  const ask = (page: number, size = query.size, text = name) =>
    dispatch(
      channelActions.searchRequested({
        scope: inGroup(groupId),
        query: text.trim() ? [{ k: 'name', op: 'regex', v: text.trim() }] : [],
        page,
        size,
      }),
    );

  // Another group: its first page, the search cleared (03 §4).
  useEffect(() => {
    setName('');
    dispatch(channelActions.searchRequested({ scope: inGroup(groupId), query: [], page: 0 }));
  }, [groupId, dispatch]);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('channel.list.search')}
          aria-label={t('channel.list.search')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onSearch={(text) => ask(0, query.size, text)}
          style={{ width: 280 }}
        />
        {total !== null ? (
          <Typography.Text type="secondary" data-testid="channel-total">
            {t('channel.list.total', { total })}
          </Typography.Text>
        ) : null}
      </Space>
      {search.status === 'failed' && search.error ? (
        <LoadFailure titleKey="channel.searchFailed" error={search.error} onRetry={() => ask(query.page)} />
      ) : (
        <List<Channel>
          loading={search.status === 'pending'}
          grid={{ gutter: 16, xs: 1, sm: 2, md: 4, lg: 4, xl: 6, xxl: 8 }}
          dataSource={channels}
          rowKey="id"
          locale={{ emptyText: <Empty description={t('channel.list.empty')} /> }}
          renderItem={(channel) => (
            <List.Item>
              <ChannelCard channel={channel} canSave={canSave} onEdit={onEdit} />
            </List.Item>
          )}
          pagination={
            total
              ? {
                  current: query.page + 1,
                  pageSize: query.size,
                  total,
                  showSizeChanger: true,
                  pageSizeOptions: CHANNEL_PAGE_SIZES.map(String),
                  onChange: (page, size) => ask(size === query.size ? page - 1 : 0, size),
                }
              : false
          }
        />
      )}
    </Space>
  );
});
