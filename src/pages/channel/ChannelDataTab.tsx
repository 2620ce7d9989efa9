import { useEffect, useMemo, useState } from 'react';
import { Card, Col, Row, Space, Statistic } from 'antd';
import { useIntl } from 'react-intl';
import {
  channelDataActions,
  NO_CONDITIONS,
  selectChannelData,
  TOP_CHANNELS,
  type ChannelDataLoad,
  type ChannelDataResult,
  type ChannelStat,
} from 'src-models/channelData';
import { trackingEventList } from 'src-models/tracking';
import { DateRangeControl, presetRange, toDateRange, DEFAULT_PRESET } from 'src/components/dateRange';
import { HorizontalBars, usePreloadedCharts } from 'src/components/charts';
import { FilterPanel } from 'src/components/list';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { TabBody, type TabView } from '../tracking/TabBody';
import type { DataColumn } from '../tracking/dataColumns';
import { eventFilterFields } from '../tracking/eventFields';
import { ExportableTable } from '../tracking/tabs/ExportableTable';
import { Section } from '../tracking/tabs/Section';
import { useT } from 'src/components/useT';

/** 03 §9: the Excel file of the detail table. */
const EXPORT_NAME = 'PU/UV';

function ChannelDataContent({
  totalPv,
  totalUv,
  top,
}: {
  totalPv: number;
  totalUv: number;
  top: ChannelStat[];
}) {
  const t = useT();
  const chart = useMemo(
    () =>
      top.flatMap((stat) => [
        { x: stat.name, y: stat.pv, series: 'PV' },
        { x: stat.name, y: stat.uv, series: 'UV' },
      ]),
    [top],
  );
  const columns: DataColumn<ChannelStat>[] = [
    { key: 'name', title: t('channel.data.name'), value: (row) => row.name, width: 28 },
    { key: 'id', title: t('channel.data.id'), value: (row) => row.id, width: 28 },
    { key: 'pv', title: 'PV', value: (row) => row.pv, sortBy: (row) => row.pv, width: 10 },
    { key: 'uv', title: 'UV', value: (row) => row.uv, sortBy: (row) => row.uv, width: 10 },
  ];
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('channel.data.totalPv')} value={totalPv} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('channel.data.totalUv')} value={totalUv} />
          </Card>
        </Col>
      </Row>
      <Section title={t('channel.data.chart')}>
        <HorizontalBars
          data={chart}
          title={t('channel.data.chart')}
          height={Math.max(240, top.length * 36)}
        />
      </Section>
      <ExportableTable
        title={t('channel.data.table')}
        exportName={EXPORT_NAME}
        columns={columns}
        rows={top}
        rowKey="id"
      />
    </>
  );
}

/**
 * 'Channel Data' (03-community-analytics §2.4): launches through the group's channels over the chosen days and
 * the side panel's conditions (the tracking events' fields and saved filters), the totals, the top 20 channels by
 * PV then UV as bars and as a table exported to PU/UV.xlsx. Loaded with its charts only when the tab is opened.
 */
export default function ChannelDataTab({ groupId }: { groupId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  usePreloadedCharts(HorizontalBars);
  const [days, setDays] = useState(() => presetRange(DEFAULT_PRESET));
  const [conditions, setConditions] = useState(NO_CONDITIONS);
  const fields = useMemo(() => eventFilterFields(intl.locale), [intl.locale]);
  const wanted = useMemo(
    (): ChannelDataLoad => ({ groupId, range: toDateRange(days), conditions }),
    [groupId, days, conditions],
  );
  const wantedKey = JSON.stringify(wanted);
  const { load, status, result } = useAppSelector(selectChannelData);
  const current = JSON.stringify(load) === wantedKey;
  const ask = () => dispatch(channelDataActions.loadRequested(wanted));

  useEffect(() => {
    if (!current) ask();
    // Keyed by what is asked: an answer already there for it is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantedKey]);

  // The tracking tabs' states: a spinner, what failed with Retry, or the empty placeholder (03 §4).
  const state: TabView<ChannelDataResult> = {
    status: !current || status.status === 'pending' || status.status === 'idle' ? 'loading' : status.status,
    data: result,
    error: status.error,
    requestKey: wantedKey,
    retry: ask,
  };

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <DateRangeControl days={days} onChange={setDays} labelKey="channel.data.range" />
          <TabBody state={state} isEmpty={(data) => data.totalPv === 0}>
            {(data) => (
              <ChannelDataContent
                totalPv={data.totalPv}
                totalUv={data.totalUv}
                top={data.channels.slice(0, TOP_CHANNELS)}
              />
            )}
          </TabBody>
        </Space>
      </Col>
      <Col flex="340px">
        <Card size="small" title={intl.formatMessage({ id: 'channel.data.conditions' })}>
          <FilterPanel
            model={trackingEventList}
            fields={fields}
            applied={conditions}
            onRun={(query, operator) => setConditions({ query, operator })}
            andOnly={false}
          />
        </Card>
      </Col>
    </Row>
  );
}
