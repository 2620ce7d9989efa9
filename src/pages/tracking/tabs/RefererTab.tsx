import { useMemo } from 'react';
import { Avatar, Space, Table, Tabs, Tooltip, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { selectCustomers, type DashboardQuery, type Profile, type RefererData } from 'src-models/tracking';
import { LARGE_GRAPH_NODES, ReferralGraph } from 'src/components/charts';
import { useAppSelector } from 'src/store/hooks';
import { TabBody } from '../TabBody';
import { tableColumns, type DataColumn } from '../dataColumns';
import { useTabData } from '../useTabData';
import { useT } from 'src/components/useT';

type Pair = RefererData['pairs'][number];

/** A customer's nickname, or a short form of the openid while the profile loads or when there is none. */
const displayName = (openid: string, profile: Profile | null | undefined) =>
  profile?.nickname || `${openid.slice(0, 8)}…`;

function Person({ openid, profile }: { openid: string; profile: Profile | null | undefined }) {
  return (
    <Tooltip title={openid}>
      <Space size={8}>
        <Avatar size="small" src={profile?.avatar_url || undefined} alt="" icon={<UserOutlined />} />
        <span>{displayName(openid, profile)}</span>
      </Space>
    </Tooltip>
  );
}

function RefererContent({ data }: { data: RefererData }) {
  const t = useT();
  const customers = useAppSelector(selectCustomers);

  const columns: DataColumn<Pair>[] = [
    {
      key: 'inviter',
      title: t('tracking.col.inviter'),
      value: (row) => displayName(row.inviter, customers[row.inviter]),
      render: (row) => <Person openid={row.inviter} profile={customers[row.inviter]} />,
    },
    {
      key: 'invitee',
      title: t('tracking.col.invitee'),
      value: (row) => displayName(row.invitee, customers[row.invitee]),
      render: (row) => <Person openid={row.invitee} profile={customers[row.invitee]} />,
    },
    { key: 'count', title: t('tracking.col.count'), value: (row) => row.count, sortBy: (row) => row.count },
  ];

  const ids = useMemo(() => [...new Set(data.pairs.flatMap((pair) => [pair.inviter, pair.invitee]))], [data]);
  const nodes = useMemo(
    () =>
      ids.map((id) => ({
        id,
        label: displayName(id, customers[id]),
        avatar: customers[id]?.avatar_url || undefined,
      })),
    [ids, customers],
  );
  const edges = useMemo(
    () => data.pairs.map((pair) => ({ source: pair.inviter, target: pair.invitee, weight: pair.count })),
    [data],
  );

  return (
    <>
      <Typography.Paragraph type="secondary">
        <FormattedMessage
          id="tracking.referer.summary"
          values={{ launches: data.launches, invitees: data.invitees, sampled: data.sampled }}
        />
      </Typography.Paragraph>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'table',
            label: t('tracking.referer.table'),
            children: (
              <Table
                size="small"
                rowKey={(row) => `${row.inviter}-${row.invitee}`}
                columns={tableColumns(columns)}
                dataSource={data.pairs}
                pagination={{ defaultPageSize: 20, showSizeChanger: true }}
              />
            ),
          },
          {
            key: 'graph',
            label: t('tracking.referer.graph'),
            children: (
              <>
                {nodes.length > LARGE_GRAPH_NODES && (
                  <Typography.Paragraph type="secondary">
                    <FormattedMessage id="tracking.referer.largeGraph" values={{ nodes: nodes.length }} />
                  </Typography.Paragraph>
                )}
                <ReferralGraph nodes={nodes} edges={edges} title={t('tracking.referer.graph')} />
              </>
            ),
          },
        ]}
      />
    </>
  );
}

/** User referer (launch variant): who brought whom, as a table and as a graph (03 §2.5). */
export function RefererTab({ query }: { query: DashboardQuery }) {
  const state = useTabData('referer', query);
  return (
    <TabBody state={state} isEmpty={(data) => data.pairs.length === 0}>
      {(data) => <RefererContent data={data} />}
    </TabBody>
  );
}
