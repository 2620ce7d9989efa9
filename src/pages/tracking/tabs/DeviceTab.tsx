import { useMemo } from 'react';
import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import type { DashboardQuery, DeviceData } from 'src-models/tracking';
import { Donut, Treemap, usePreloadedCharts } from 'src/components/charts';
import { TabBody } from '../TabBody';
import { TAB_CHARTS } from '../tabCharts';
import type { DataColumn } from '../dataColumns';
import { percent } from '../format';
import { useTabData } from '../useTabData';
import { ExportableTable } from './ExportableTable';
import { Section } from './Section';
import { useT } from 'src/components/useT';

type ModelRow = DeviceData['models'][number];

/** The platforms with a model donut of their own. */
const MODEL_PLATFORMS = ['ios', 'android'] as const;

function DeviceContent({ data }: { data: DeviceData }) {
  const intl = useIntl();
  const t = useT();
  const platforms = useMemo(
    () => data.platforms.map((row) => ({ name: row.name, value: row.count })),
    [data],
  );
  const brands = useMemo(() => data.brands.map((row) => ({ name: row.name, value: row.count })), [data]);
  const models = useMemo(
    () =>
      Object.fromEntries(
        MODEL_PLATFORMS.map((platform) => [
          platform,
          data.models
            .filter((row) => row.platform === platform)
            .map((row) => ({ name: row.model, value: row.count })),
        ]),
      ),
    [data],
  );
  const rows = useMemo(() => [...data.models].sort((a, b) => b.count - a.count), [data]);
  const columns: DataColumn<ModelRow>[] = [
    { key: 'type', title: t('tracking.col.type'), value: (row) => row.model, width: 24 },
    { key: 'platform', title: t('tracking.col.platform'), value: (row) => row.platform, width: 12 },
    {
      key: 'count',
      title: t('tracking.col.count'),
      value: (row) => row.count,
      sortBy: (row) => row.count,
      width: 10,
    },
    {
      key: 'percentage',
      title: t('tracking.col.percentage'),
      value: (row) => percent(row.count, data.total),
      width: 12,
    },
  ];

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <Section title={t('tracking.device.platform')}>
            <Donut data={platforms} title={t('tracking.device.platform')} />
          </Section>
        </Col>
        <Col xs={24} lg={14}>
          <Section title={t('tracking.device.brand')}>
            <Treemap data={brands} title={t('tracking.device.brand')} height={280} />
          </Section>
        </Col>
      </Row>
      <Row gutter={16}>
        {MODEL_PLATFORMS.map((platform) => {
          const title = intl.formatMessage({ id: 'tracking.device.models' }, { platform });
          return (
            <Col xs={24} lg={12} key={platform}>
              <Section title={title}>
                <Donut data={models[platform]} title={title} />
              </Section>
            </Col>
          );
        })}
      </Row>
      <ExportableTable
        title={t('tracking.device.table')}
        exportName="device"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.platform}-${row.model}`}
      />
    </>
  );
}

/** Device: platforms, brands, ios and android models, and the table of models (03 §2.5). */
export function DeviceTab({ query }: { query: DashboardQuery }) {
  usePreloadedCharts(...TAB_CHARTS.device);
  const state = useTabData('device', query);
  return (
    <TabBody state={state} isEmpty={(data) => data.total === 0}>
      {(data) => <DeviceContent data={data} />}
    </TabBody>
  );
}
