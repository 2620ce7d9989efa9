import { useMemo } from 'react';
import type { G2Spec } from '@antv/g2';
import { useG2Chart } from './useG2Chart';
import { ChartFrame } from './ChartFrame';
import type { DonutProps } from './types';

/** Shares as nested rectangles (a flat hierarchy under one root). */
export default function Treemap({ data, height = 320, title }: DonutProps) {
  const spec = useMemo(
    (): G2Spec => ({
      type: 'treemap',
      data: { value: { name: 'root', children: data } },
      layout: { tile: 'treemapSquarify', paddingInner: 2 },
      encode: { value: 'value' },
      style: {
        labelText: (d: { data: { name: string } }) => d.data.name,
        labelFill: '#000',
        labelPosition: 'top-left',
        fillOpacity: 0.6,
      },
      legend: false,
    }),
    [data],
  );
  const container = useG2Chart(spec, height);
  return <ChartFrame ref={container} title={title} height={height} />;
}
