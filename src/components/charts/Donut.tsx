import { useMemo } from 'react';
import type { G2Spec } from '@antv/g2';
import { useG2Chart, showLegend } from './useG2Chart';
import { ChartFrame } from './ChartFrame';
import type { DonutProps } from './types';

/** Share of each entry; percentages with 2 decimals in the tooltip. */
export default function Donut({ data, height = 280, title }: DonutProps) {
  const spec = useMemo((): G2Spec => {
    const total = data.reduce((sum, datum) => sum + datum.value, 0);
    const rows = data.map((datum) => ({
      ...datum,
      percent: total ? `${((datum.value / total) * 100).toFixed(2)}%` : '0.00%',
    }));
    return {
      type: 'interval',
      data: rows,
      encode: { y: 'value', color: 'name' },
      transform: [{ type: 'stackY' }],
      coordinate: { type: 'theta', outerRadius: 0.85, innerRadius: 0.55 },
      legend: showLegend(rows.length) ? { color: { position: 'right', rowPadding: 4 } } : false,
      tooltip: {
        title: (d: { name: string }) => d.name,
        items: [
          (d: { name: string; value: number; percent: string }) => ({
            name: d.name,
            value: `${d.value} (${d.percent})`,
          }),
        ],
      },
    };
  }, [data]);
  const container = useG2Chart(spec, height);
  return <ChartFrame ref={container} title={title} height={height} />;
}
