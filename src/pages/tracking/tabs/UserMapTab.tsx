import { Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardQuery } from 'src-models/tracking';
import { Heatmap, usePreloadedCharts } from 'src/components/charts';
import { TabBody } from '../TabBody';
import { TAB_CHARTS } from '../tabCharts';
import { useTabData } from '../useTabData';

/** User map (launch variant): a heatmap of where launches happened (03 §2.5). */
export function UserMapTab({ query }: { query: DashboardQuery }) {
  const intl = useIntl();
  usePreloadedCharts(...TAB_CHARTS.map);
  const state = useTabData('map', query);
  return (
    <TabBody state={state} isEmpty={(data) => data.points.length === 0}>
      {(data) => (
        <>
          <Typography.Paragraph type="secondary">
            <FormattedMessage
              id="tracking.map.summary"
              values={{ located: data.located, shown: data.points.length }}
            />
          </Typography.Paragraph>
          <Heatmap points={data.points} title={intl.formatMessage({ id: 'tracking.tab.map' })} />
        </>
      )}
    </TabBody>
  );
}
