import { useMemo } from 'react';
import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import type { DashboardQuery, NameCount, SystemData } from 'src-models/tracking';
import { Donut, usePreloadedCharts } from 'src/components/charts';
import { TabBody } from '../TabBody';
import { TAB_CHARTS } from '../tabCharts';
import { useTabData } from '../useTabData';
import { Section } from './Section';

const DONUTS = ['language', 'version', 'network', 'wifi'] as const;

function SystemContent({ data }: { data: SystemData }) {
  const intl = useIntl();
  const yes = intl.formatMessage({ id: 'tracking.yes' });
  const no = intl.formatMessage({ id: 'tracking.no' });
  const shares = useMemo(() => {
    const label = (field: (typeof DONUTS)[number], row: NameCount) =>
      field === 'wifi' ? (row.name === 'true' ? yes : no) : row.name;
    return Object.fromEntries(
      DONUTS.map((field) => [
        field,
        data[field].map((row) => ({ name: label(field, row), value: row.count })),
      ]),
    );
  }, [data, yes, no]);
  return (
    <Row gutter={16}>
      {DONUTS.map((field) => {
        const title = intl.formatMessage({ id: `tracking.system.${field}` });
        return (
          <Col xs={24} lg={12} key={field}>
            <Section title={title}>
              <Donut data={shares[field]} title={title} />
            </Section>
          </Col>
        );
      })}
    </Row>
  );
}

/** System: language, WeChat version, network type and wifi (03 §2.5). */
export function SystemTab({ query }: { query: DashboardQuery }) {
  usePreloadedCharts(...TAB_CHARTS.system);
  const state = useTabData('system', query);
  return (
    <TabBody state={state} isEmpty={(data) => data.total === 0}>
      {(data) => <SystemContent data={data} />}
    </TabBody>
  );
}
