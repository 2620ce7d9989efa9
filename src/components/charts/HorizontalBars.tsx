import { useMemo } from 'react';
import type { G2Spec } from '@antv/g2';
import { useG2Chart, showLegend } from './useG2Chart';
import { ChartFrame } from './ChartFrame';
import type { SeriesChartProps } from './types';

/** Side-by-side bars per category, laid horizontally so long names read: categories top to bottom as given. */
export default function HorizontalBars({ data, height = 320, title }: SeriesChartProps) {
  const spec = useMemo(
    (): G2Spec => ({
      type: 'interval',
      data,
      coordinate: { transform: [{ type: 'transpose' }] },
      encode: { x: 'x', y: 'y', color: 'series' },
      transform: [{ type: 'dodgeX' }],
      axis: { x: { title: false }, y: { title: false } },
      legend: showLegend(new Set(data.map((d) => d.series)).size) ? { color: { position: 'top' } } : false,
      interaction: { tooltip: { shared: true } },
    }),
    [data],
  );
  const container = useG2Chart(spec, height);
  return <ChartFrame ref={container} title={title} height={height} />;
}
