import { useMemo } from 'react';
import type { G2Spec } from '@antv/g2';
import { useG2Chart, showLegend } from './useG2Chart';
import { ChartFrame } from './ChartFrame';
import type { SeriesChartProps } from './types';

/** Daily bars stacked by series. */
export default function StackedBars({ data, height = 320, title }: SeriesChartProps) {
  const spec = useMemo(
    (): G2Spec => ({
      type: 'interval',
      data,
      encode: { x: 'x', y: 'y', color: 'series' },
      transform: [{ type: 'stackY' }],
      axis: { x: { title: false, labelAutoRotate: true }, y: { title: false } },
      legend: showLegend(new Set(data.map((d) => d.series)).size) ? { color: { position: 'top' } } : false,
      interaction: { tooltip: { shared: true } },
    }),
    [data],
  );
  const container = useG2Chart(spec, height);
  return <ChartFrame ref={container} title={title} height={height} />;
}
