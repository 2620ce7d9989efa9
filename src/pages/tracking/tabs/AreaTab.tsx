import { useMemo } from 'react';
import { Col, Progress, Row, Table } from 'antd';
import type { AreaData, DashboardQuery, NameCount } from 'src-models/tracking';
import { ChartsFirst, Donut, StackedArea, usePreloadedCharts } from 'src/components/charts';
import { ExportButton } from '../ExportButton';
import { TabBody } from '../TabBody';
import { TAB_CHARTS } from '../tabCharts';
import { tableColumns, type DataColumn } from '../dataColumns';
import { percent, percentValue, seriesWithOthers } from '../format';
import { useTabData } from '../useTabData';
import { Section } from './Section';
import { useT } from 'src/components/useT';

type Ranked = NameCount & { rank: number; province?: string };

const ranked = (rows: readonly (NameCount & { province?: string })[]): Ranked[] =>
  rows.map((row, i) => ({ ...row, rank: i + 1 }));

/** A ranking's ten rows with its header and pager, kept for it while the tab's charts draw. */
const RANKING_HEIGHT = 480;

/** A ranking, ten rows a page, drawn after the tab's charts. */
function RankingTable({ columns, rows }: { columns: DataColumn<Ranked>[]; rows: Ranked[] }) {
  return (
    <ChartsFirst minHeight={RANKING_HEIGHT}>
      <Table
        size="small"
        rowKey="name"
        columns={tableColumns(columns)}
        dataSource={rows}
        pagination={{ defaultPageSize: 10 }}
      />
    </ChartsFirst>
  );
}

function AreaContent({ data }: { data: AreaData }) {
  const t = useT();
  const others = t('tracking.others');

  const provinces = useMemo(() => ranked(data.provinces), [data]);
  const cities = useMemo(() => ranked(data.cities), [data]);
  const provinceShare = useMemo(
    () => data.provinces.map((row) => ({ name: row.name, value: row.count })),
    [data],
  );
  const cityShare = useMemo(() => data.cities.map((row) => ({ name: row.name, value: row.count })), [data]);
  const provinceTrend = useMemo(
    () => seriesWithOthers(data.provinceDays, data.provinces, others, data.dates),
    [data, others],
  );
  const cityTrend = useMemo(
    () => seriesWithOthers(data.cityDays, data.cities, others, data.dates),
    [data, others],
  );

  const share: DataColumn<Ranked> = {
    key: 'percentage',
    title: t('tracking.col.percentage'),
    value: (row) => percent(row.count, data.total),
    render: (row) => (
      <Progress
        percent={percentValue(row.count, data.total)}
        format={() => percent(row.count, data.total)}
        size="small"
        style={{ minWidth: 160 }}
        aria-label={`${row.name} ${t('tracking.col.percentage')}`}
      />
    ),
    width: 12,
  };
  const count: DataColumn<Ranked> = {
    key: 'count',
    title: t('tracking.col.count'),
    value: (row) => row.count,
    sortBy: (row) => row.count,
    width: 10,
  };
  const rank: DataColumn<Ranked> = {
    key: 'rank',
    title: t('tracking.col.rank'),
    value: (row) => row.rank,
    width: 8,
  };
  const provinceColumns: DataColumn<Ranked>[] = [
    rank,
    { key: 'province', title: t('tracking.col.province'), value: (row) => row.name, width: 16 },
    count,
    share,
  ];
  const cityColumns: DataColumn<Ranked>[] = [
    rank,
    { key: 'city', title: t('tracking.col.city'), value: (row) => row.name, width: 16 },
    { key: 'province', title: t('tracking.col.province'), value: (row) => row.province, width: 16 },
    count,
    share,
  ];

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Section title={t('tracking.area.provinceShare')}>
            <Donut data={provinceShare} title={t('tracking.area.provinceShare')} />
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('tracking.area.cityShare')}>
            <Donut data={cityShare} title={t('tracking.area.cityShare')} />
          </Section>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Section
            title={t('tracking.area.provinceRanking')}
            extra={<ExportButton name="provicePercentPv" columns={provinceColumns} rows={provinces} />}
          >
            <RankingTable columns={provinceColumns} rows={provinces} />
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('tracking.area.cityRanking')}>
            <RankingTable columns={cityColumns} rows={cities} />
          </Section>
        </Col>
      </Row>
      <Section title={t('tracking.area.provinceTrend')}>
        <StackedArea data={provinceTrend} title={t('tracking.area.provinceTrend')} />
      </Section>
      <Section title={t('tracking.area.cityTrend')}>
        <StackedArea data={cityTrend} title={t('tracking.area.cityTrend')} />
      </Section>
    </>
  );
}

/** Area: where visitors are, by province and city, with rankings and daily trends (03 §2.5). */
export function AreaTab({ query }: { query: DashboardQuery }) {
  usePreloadedCharts(...TAB_CHARTS.area);
  const state = useTabData('area', query);
  return (
    <TabBody state={state} isEmpty={(data) => data.total === 0}>
      {(data) => <AreaContent data={data} />}
    </TabBody>
  );
}
