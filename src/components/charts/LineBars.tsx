import { useMemo } from 'react';
import type { G2Spec } from '@antv/g2';
import { useG2Chart } from './useG2Chart';
import { ChartFrame } from './ChartFrame';
import type { LineBarsProps } from './types';

/** Grouped bars per day, a line on its own right-hand axis, and a dashed guide line across the bars. */
export default function LineBars({ data, lineName, guide, height = 340, title }: LineBarsProps) {
  const spec = useMemo((): G2Spec => {
    const bars = data.flatMap((datum) =>
      Object.entries(datum.bars).map(([series, value]) => ({ x: datum.x, series, value })),
    );
    const line = data.map((datum) => ({ x: datum.x, series: lineName, value: datum.line }));
    return {
      type: 'view',
      children: [
        {
          type: 'interval',
          data: bars,
          encode: { x: 'x', y: 'value', color: 'series' },
          transform: [{ type: 'dodgeX' }],
          axis: { x: { title: false, labelAutoRotate: true }, y: { title: false } },
        },
        {
          type: 'line',
          data: line,
          encode: { x: 'x', y: 'value', color: 'series', shape: 'smooth' },
          scale: { y: { independent: true } },
          axis: { y: { position: 'right', title: lineName, grid: false } },
          style: { lineWidth: 2 },
        },
        {
          type: 'lineY',
          data: [guide.value],
          style: { stroke: '#8c8c8c', lineDash: [4, 4], lineWidth: 1 },
          labels: [{ text: guide.label, position: 'right', dy: -8, fill: '#595959' }],
          tooltip: false,
        },
      ],
      legend: { color: { position: 'top' } },
      interaction: { tooltip: { shared: true } },
    };
  }, [data, lineName, guide.value, guide.label]);
  const container = useG2Chart(spec, height);
  return <ChartFrame ref={container} title={title} height={height} />;
}
