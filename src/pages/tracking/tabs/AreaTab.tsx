import { useMemo } from 'react';
import { Col, Progress, Row, Table } from 'antd';
import { useIntl } from 'react-intl';
import { regionByCode, type RegionLevel } from 'config/regionReference';
import type { AreaData, DashboardQuery, DatedCount, PlaceCount } from 'src-models/tracking';
import { ChartsFirst, Donut, StackedArea, usePreloadedCharts } from 'src/components/charts';
import { ExportButton } from '../ExportButton';
import { TabBody } from '../TabBody';
import { TAB_CHARTS } from '../tabCharts';
import { tableColumns, type DataColumn } from '../dataColumns';
import { percent, percentValue, seriesWithOthers } from '../format';
import { useTabData } from '../useTabData';
import { Section } from './Section';
import { useT } from 'src/components/useT';

/** A ranking's row: the place's key (`name`), what the page shows for it, and its province's. */
interface Ranked {
  name: string;
  label: string;
  province?: string;
  count: number;
  rank: number;
}

/** A place as the page shows it: a region of the reference in the page's language, any other name as it came. */
function placeLabel(name: string, code: string | undefined, level: RegionLevel, english: boolean): string {
  const region = code === undefined ? undefined : regionByCode(code, level);
  return region ? (english ? region.en : region.name) : name;
}

/** The places of one level with their labels, ranked, and their donut and daily series in those labels. */
function usePlaces(
  rows: readonly (PlaceCount & { province?: string; provinceCode?: string })[],
  days: readonly DatedCount[],
  level: RegionLevel,
  { english, others, dates }: { english: boolean; others: string; dates: readonly string[] },
) {
  return useMemo(() => {
    const ranked: Ranked[] = rows.map((row, i) => ({
      name: row.name,
      label: placeLabel(row.name, row.code, level, english),
      province:
        row.province === undefined
          ? undefined
          : placeLabel(row.province, row.provinceCode, 'province', english),
      count: row.count,
      rank: i + 1,
    }));
    const labels = new Map(ranked.map((row) => [row.name, row.label]));
    const labelled = (name: string) => labels.get(name) ?? name;
    return {
      ranked,
      share: ranked.map((row) => ({ name: row.label, value: row.count })),
      trend: seriesWithOthers(
        days.map((row) => ({ ...row, name: labelled(row.name) })),
        ranked.map((row) => ({ name: row.label, count: row.count })),
        others,
        dates,
      ),
    };
  }, [rows, days, level, english, others, dates]);
}

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
  const english = useIntl().locale.startsWith('en');
  const others = t('tracking.others');
  const options = { english, others, dates: data.dates };
  const provinces = usePlaces(data.provinces, data.provinceDays, 'province', options);
  const cities = usePlaces(data.cities, data.cityDays, 'city', options);

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
        aria-label={`${row.label} ${t('tracking.col.percentage')}`}
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
    { key: 'province', title: t('tracking.col.province'), value: (row) => row.label, width: 16 },
    count,
    share,
  ];
  const cityColumns: DataColumn<Ranked>[] = [
    rank,
    { key: 'city', title: t('tracking.col.city'), value: (row) => row.label, width: 16 },
    { key: 'province', title: t('tracking.col.province'), value: (row) => row.province, width: 16 },
    count,
    share,
  ];

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Section title={t('tracking.area.provinceShare')}>
            <Donut data={provinces.share} title={t('tracking.area.provinceShare')} />
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('tracking.area.cityShare')}>
            <Donut data={cities.share} title={t('tracking.area.cityShare')} />
          </Section>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Section
            title={t('tracking.area.provinceRanking')}
            extra={<ExportButton name="provicePercentPv" columns={provinceColumns} rows={provinces.ranked} />}
          >
            <RankingTable columns={provinceColumns} rows={provinces.ranked} />
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('tracking.area.cityRanking')}>
            <RankingTable columns={cityColumns} rows={cities.ranked} />
          </Section>
        </Col>
      </Row>
      <Section title={t('tracking.area.provinceTrend')}>
        <StackedArea data={provinces.trend} title={t('tracking.area.provinceTrend')} />
      </Section>
      <Section title={t('tracking.area.cityTrend')}>
        <StackedArea data={cities.trend} title={t('tracking.area.cityTrend')} />
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
