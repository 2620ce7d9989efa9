import { useMemo } from 'react';
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { DashboardQuery, PvUvData } from 'src-models/tracking';
import { LineBars, usePreloadedCharts } from 'src/components/charts';
import { TabBody } from '../TabBody';
import { TAB_CHARTS } from '../tabCharts';
import type { DataColumn } from '../dataColumns';
import { isApproximateUv, percent } from '../format';
import { useTabData } from '../useTabData';
import { ExportableTable } from './ExportableTable';
import { Section } from './Section';
import { useT } from 'src/components/useT';

type DayRow = PvUvData['days'][number];

/** A UV count, marked approximate where Elasticsearch would estimate it; `grouped` adds digit grouping. */
function Uv({ value, grouped = false }: { value: number; grouped?: boolean }) {
  const intl = useIntl();
  const text = grouped ? intl.formatNumber(value) : String(value);
  if (!isApproximateUv(value)) return <>{text}</>;
  return (
    <Tooltip title={intl.formatMessage({ id: 'tracking.pvuv.approximate' })}>
      <span aria-label={intl.formatMessage({ id: 'tracking.pvuv.approximate' })}>≈{text}</span>
    </Tooltip>
  );
}

function PvUvContent({ data }: { data: PvUvData }) {
  const t = useT();
  const meanPv = data.days.length ? data.totalPv / data.days.length : 0;
  const meanLabel = t('tracking.pvuv.meanPv');
  const ratioName = t('tracking.col.uvPv');

  const chart = useMemo(
    () =>
      data.days.map((day) => ({
        x: day.date,
        bars: { PV: day.pv, UV: day.uv },
        line: day.pv ? day.uv / day.pv : 0,
      })),
    [data],
  );
  const columns: DataColumn<DayRow>[] = [
    { key: 'date', title: t('tracking.col.date'), value: (row) => row.date, width: 14 },
    { key: 'pv', title: 'PV', value: (row) => row.pv, sortBy: (row) => row.pv, width: 10 },
    {
      key: 'uv',
      title: 'UV',
      value: (row) => row.uv,
      render: (row) => <Uv value={row.uv} />,
      sortBy: (row) => row.uv,
      width: 10,
    },
    { key: 'uvPv', title: ratioName, value: (row) => percent(row.uv, row.pv), width: 12 },
    {
      key: 'pvShare',
      title: t('tracking.col.pvShare'),
      value: (row) => percent(row.pv, data.totalPv),
      width: 14,
    },
    {
      key: 'uvShare',
      title: t('tracking.col.uvShare'),
      value: (row) => percent(row.uv, data.totalUv),
      width: 14,
    },
  ];

  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('tracking.pvuv.totalPv')} value={data.totalPv} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={t('tracking.pvuv.totalUv')}
              value={data.totalUv}
              formatter={() => <Uv value={data.totalUv} grouped />}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            {/* Rounded here: Statistic's `precision` cuts digits off instead of rounding. */}
            <Statistic title={meanLabel} value={meanPv.toFixed(2)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={ratioName} value={percent(data.totalUv, data.totalPv)} />
          </Card>
        </Col>
      </Row>
      <Section title={t('tracking.pvuv.daily')}>
        <LineBars
          data={chart}
          lineName={ratioName}
          guide={{ value: meanPv, label: `${meanLabel} ${meanPv.toFixed(2)}` }}
          title={t('tracking.pvuv.daily')}
        />
      </Section>
      <ExportableTable
        title={t('tracking.pvuv.table')}
        exportName="PU/UV"
        columns={columns}
        rows={data.days}
        rowKey="date"
      />
    </>
  );
}

/** PV/UV, the default tab: totals, daily bars with the UV/PV line and the mean PV, and the daily table. */
export function PvUvTab({ query }: { query: DashboardQuery }) {
  usePreloadedCharts(...TAB_CHARTS.pvuv);
  const state = useTabData('pvuv', query);
  return (
    <TabBody state={state} isEmpty={(data) => data.totalPv === 0}>
      {(data) => <PvUvContent data={data} />}
    </TabBody>
  );
}
