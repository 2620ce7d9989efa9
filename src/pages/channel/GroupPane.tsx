import { useMemo, useState } from 'react';
import { Button, Empty, Input, Menu, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { channelGroupActions, channelGroupSelectors } from 'src-models/channels';
import { useChoiceAfterPaint } from 'src/components/afterPaint';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

/** The left pane (03 §2.4): the groups with a substring search on their names, and 'Create New Group'. */
export function GroupPane({ canSave, onCreate }: { canSave: boolean; onCreate: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { items, load, selectedId } = useAppSelector(channelGroupSelectors.selectState);
  const [search, setSearch] = useState('');
  // The group clicked is marked at once; its pane (a page of cards) is drawn after that paint.
  const [marked, choose] = useChoiceAfterPaint(selectedId, (id) => {
    if (id) dispatch(channelGroupActions.groupChosen(id));
  });
  const shown = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return items.filter((group) => group.name.toLowerCase().includes(wanted));
  }, [items, search]);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        placeholder={t('channel.groups.search')}
        aria-label={t('channel.groups.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {canSave ? (
        <Button block type="dashed" icon={<PlusOutlined />} onClick={onCreate}>
          {t('channel.groups.create')}
        </Button>
      ) : null}
      {load.status === 'failed' && load.error ? (
        <LoadFailure
          titleKey="channel.groups.loadFailed"
          error={load.error}
          onRetry={() => dispatch(channelGroupActions.loadRequested())}
        />
      ) : shown.length === 0 && load.status === 'succeeded' ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(items.length ? 'channel.groups.noMatch' : 'channel.groups.empty')}
        />
      ) : (
        <Menu
          aria-label={t('channel.groups.title')}
          selectedKeys={marked ? [marked] : []}
          onClick={({ key }) => choose(key)}
          items={shown.map((group) => ({ key: group.id, label: group.name, title: group.name }))}
          style={{ borderInlineEnd: 0 }}
        />
      )}
    </Space>
  );
}
