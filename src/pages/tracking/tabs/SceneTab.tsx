import { useMemo } from 'react';
import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import type { DashboardQuery, SceneData } from 'src-models/tracking';
import { Donut, StackedBars, usePreloadedCharts } from 'src/components/charts';
import { SceneHelp } from '../SceneHelp';
import { SceneName } from '../SceneName';
import { sceneName } from '../scenes';
import { TabBody } from '../TabBody';
import { TAB_CHARTS } from '../tabCharts';
import type { DataColumn } from '../dataColumns';
import { percent, seriesWithOthers } from '../format';
import { useTabData } from '../useTabData';
import { ExportableTable } from './ExportableTable';
import { Section } from './Section';
import { useT } from 'src/components/useT';

type SceneRow = SceneData['days'][number];

function SceneContent({ data }: { data: SceneData }) {
  const intl = useIntl();
  const t = useT();

  const { locale } = intl;
  const others = t('tracking.others');
  const share = useMemo(
    () => data.totals.map((row) => ({ name: sceneName(row.scene, locale), value: row.count })),
    [data, locale],
  );
  const daily = useMemo(
    () =>
      seriesWithOthers(
        data.days.map((row) => ({ date: row.date, name: sceneName(row.scene, locale), count: row.count })),
        share.map((row) => ({ name: row.name, count: row.value })),
        others,
        data.dates,
      ),
    [data, share, locale, others],
  );

  const rows = useMemo(
    () => [...data.days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : b.count - a.count)),
    [data],
  );
  const columns: DataColumn<SceneRow>[] = [
    { key: 'date', title: t('tracking.col.date'), value: (row) => row.date, width: 14 },
    { key: 'code', title: t('tracking.col.sceneCode'), value: (row) => row.scene, width: 10 },
    {
      key: 'scene',
      title: t('tracking.col.sceneName'),
      value: (row) => sceneName(row.scene, locale),
      render: (row) => <SceneName code={row.scene} />,
      width: 40,
    },
    {
      key: 'count',
      title: t('tracking.col.count'),
      value: (row) => row.count,
      sortBy: (row) => row.count,
      width: 10,
    },
    {
      key: 'share',
      title: t('tracking.col.percentage'),
      value: (row) => percent(row.count, data.total),
      width: 12,
    },
  ];

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <Section title={t('tracking.scene.share')} extra={<SceneHelp />}>
            <Donut data={share} title={t('tracking.scene.share')} />
          </Section>
        </Col>
        <Col xs={24} lg={14}>
          <Section title={t('tracking.scene.daily')}>
            <StackedBars data={daily} title={t('tracking.scene.daily')} height={280} />
          </Section>
        </Col>
      </Row>
      <ExportableTable
        title={t('tracking.scene.table')}
        exportName="scene"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.date}-${row.scene}`}
      />
    </>
  );
}

/** Launch scene: the share of each scene, scenes per day, and the table of both (03 §2.5). */
export function SceneTab({ query }: { query: DashboardQuery }) {
  usePreloadedCharts(...TAB_CHARTS.scene);
  const state = useTabData('scene', query);
  return (
    <TabBody state={state} isEmpty={(data) => data.total === 0}>
      {(data) => <SceneContent data={data} />}
    </TabBody>
  );
}
