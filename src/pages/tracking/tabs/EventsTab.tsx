import { useEffect, useMemo } from 'react';
import { Avatar, Card, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UserOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { eventScope, trackingEventList, type DashboardQuery } from 'src-models/tracking';
import type { TrackingEventRow } from 'src-services/tracking';
import { FilterPanel } from 'src/components/list';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { eventFilterFields } from '../eventFields';
import { SceneName } from '../SceneName';
import { TabBody, type TabView } from '../TabBody';
import { utc8DateTime } from '../format';
import { useT } from 'src/components/useT';

const { actions, selectors } = trackingEventList;

const optionsText = (options?: Record<string, unknown>) =>
  options ? new URLSearchParams(Object.entries(options).map(([k, v]) => [k, String(v)])).toString() : '';

/**
 * 'user' (page-view dashboard): the tracking events of the view, a list scoped by the view's range, type and
 * page, narrowed by the shared filter panel. 03 §2.5: this list view has no side bar and no save button; the
 * operator's saved tracking filters are listed to run, edit and delete.
 */
export function EventsTab({ query }: { query: DashboardQuery }) {
  const intl = useIntl();
  const t = useT();
  const dispatch = useAppDispatch();
  const table = useAppSelector(selectors.selectTable);
  const listQuery = useAppSelector(selectors.selectQuery);
  const search = useAppSelector(selectors.selectSearch);
  const fields = useMemo(() => eventFilterFields(intl.locale), [intl.locale]);

  const scope = useMemo(() => eventScope(query), [query]);
  const scopeKey = JSON.stringify(scope);
  useEffect(() => {
    dispatch(actions.searchRequested({ scope, page: 0 }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the scope's content
  }, [scopeKey, dispatch]);
  const current = JSON.stringify(listQuery.scope) === scopeKey;
  const state: TabView<{ results: TrackingEventRow[]; total: number }> = {
    status:
      !current || table.loading
        ? ('loading' as const)
        : search.status === 'failed'
          ? ('failed' as const)
          : ('succeeded' as const),
    data: { results: table.rows, total: table.total ?? 0 },
    error: search.error,
    requestKey: null,
    retry: () => dispatch(actions.searchRequested()),
  };

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
          // A name stays on one line: a long page path beside it must not squeeze it to two characters a line.
          <Space size={8} style={{ whiteSpace: 'nowrap' }}>
            <Avatar size="small" src={profile?.avatar_url || undefined} alt="" icon={<UserOutlined />} />
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
        // A path has no spaces: it breaks anywhere rather than widen its column past the others'.
        return (
          <span
            style={{ wordBreak: 'break-all' }}
          >{`${row.scope?.route ?? ''}${options ? `?${options}` : ''}`}</span>
        );
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
      <Card size="small" style={{ marginBottom: 16 }}>
        <FilterPanel
          model={trackingEventList}
          fields={fields}
          applied={{ query: listQuery.query, operator: listQuery.operator }}
          onRun={(conditions, operator) =>
            dispatch(actions.searchRequested({ query: conditions, operator, page: 0 }))
          }
          andOnly={false}
          canSave={false}
        />
      </Card>
      <TabBody state={state} isEmpty={(data) => data.results.length === 0}>
        {(data) => (
          <Table
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={data.results}
            pagination={{
              current: table.page + 1,
              pageSize: table.pageSize,
              total: data.total,
              showSizeChanger: true,
              showTotal: (total) => intl.formatMessage({ id: 'tracking.events.total' }, { total }),
              onChange: (page, size) => dispatch(actions.searchRequested({ page: page - 1, size })),
            }}
          />
        )}
      </TabBody>
    </>
  );
}
