import { useState } from 'react';
import { Avatar, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UserOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { DashboardQuery, EventListQuery } from 'src-models/tracking';
import type { TrackingEventRow } from 'src-services/tracking';
import type { QueryItem, QueryOperator } from 'src-services/types';
import { EventFilterPanel } from '../events/EventFilterPanel';
import { SceneName } from '../SceneName';
import { TabBody } from '../TabBody';
import { utc8DateTime } from '../format';
import { useTabData } from '../useTabData';

/** 03-community-analytics §9: tables page by 20. */
const PAGE_SIZE = 20;

const optionsText = (options?: Record<string, unknown>) =>
  options ? new URLSearchParams(Object.entries(options).map(([k, v]) => [k, String(v)])).toString() : '';

/** 'user' (page-view dashboard): the tracking events of the view, narrowed by the filter panel. */
export function EventsTab({ query }: { query: DashboardQuery }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [list, setList] = useState<EventListQuery>({
    conditions: [],
    operator: 'AND',
    page: 0,
    size: PAGE_SIZE,
  });
  const state = useTabData('user', query, list);

  const run = (conditions: QueryItem[], operator: QueryOperator) =>
    setList((previous) => ({ ...previous, conditions, operator, page: 0 }));

  const columns: ColumnsType<TrackingEventRow> = [
    {
      key: 'time',
      title: t('tracking.col.time'),
      render: (_, row) => utc8DateTime(row.created_at),
      width: 170,
    },
    {
      key: 'user',
      title: t('tracking.col.user'),
      render: (_, row) => {
        const profile = row.customer?.mini_profile;
        return (
          <Space size={8}>
            <Avatar size="small" src={profile?.avatar_url || undefined} icon={<UserOutlined />} />
            <span>{profile?.nickname ?? '-'}</span>
          </Space>
        );
      },
    },
    {
      key: 'page',
      title: t('tracking.col.page'),
      render: (_, row) => {
        const options = optionsText(row.scope?.options);
        return `${row.scope?.route ?? ''}${options ? `?${options}` : ''}`;
      },
    },
    {
      key: 'scene',
      title: t('tracking.col.sceneName'),
      render: (_, row) => (row.launch_option?.scene ? <SceneName code={row.launch_option.scene} /> : '-'),
    },
    {
      key: 'device',
      title: t('tracking.col.device'),
      render: (_, row) => [row.system_info?.platform, row.system_info?.model].filter(Boolean).join(' · '),
    },
    {
      key: 'area',
      title: t('tracking.col.area'),
      render: (_, row) => [row.ip?.province, row.ip?.city].filter(Boolean).join(' '),
    },
    {
      key: 'network',
      title: t('tracking.col.network'),
      render: (_, row) => row.network?.networkType ?? '-',
    },
  ];

  return (
    <>
      <EventFilterPanel onRun={run} />
      <TabBody state={state} isEmpty={(data) => data.results.length === 0}>
        {(data) => (
          <Table
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={data.results}
            pagination={{
              current: list.page + 1,
              pageSize: list.size,
              total: data.total,
              showSizeChanger: true,
              showTotal: (total) => intl.formatMessage({ id: 'tracking.events.total' }, { total }),
              onChange: (page, size) => setList((previous) => ({ ...previous, page: page - 1, size })),
            }}
          />
        )}
      </TabBody>
    </>
  );
}
