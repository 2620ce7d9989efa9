import { useMemo } from 'react';
import type { G2Spec } from '@antv/g2';
import { useG2Chart, showLegend } from './useG2Chart';
import { ChartFrame } from './ChartFrame';
import type { SeriesChartProps } from './types';

/** Trends per series by day, stacked. */
export default function StackedArea({ data, height = 320, title }: SeriesChartProps) {
  const spec = useMemo(
    (): G2Spec => ({
      type: 'area',
      data,
      encode: { x: 'x', y: 'y', color: 'series' },
      transform: [{ type: 'stackY' }],
      style: { fillOpacity: 0.75 },
      axis: { x: { title: false, labelAutoRotate: false, labelAutoHide: true }, y: { title: false } },
      legend: showLegend(new Set(data.map((d) => d.series)).size) ? { color: { position: 'top' } } : false,
      interaction: { tooltip: { shared: true } },
    }),
    [data],
  );
  const container = useG2Chart(spec, height);
  return <ChartFrame ref={container} title={title} height={height} />;
}
