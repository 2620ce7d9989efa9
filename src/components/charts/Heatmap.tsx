import { useEffect, useRef } from 'react';
import { HeatmapLayer, Map as BlankMap, Scene } from '@antv/l7';
import { ChartFrame } from './ChartFrame';
import type { HeatmapProps } from './types';

/** 03-community-analytics §9: the user map's heatmap. */
export const HEATMAP_STYLE = { intensity: 3, radius: 20, opacity: 0.8 } as const;

/** Launch locations as a heatmap on L7's blank map: no tiles, so nothing is fetched from the network. */
export default function Heatmap({ points, height = 520, title }: HeatmapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return undefined;
    const scene = new Scene({
      id: container.current,
      map: new BlankMap({ center: [106, 33], zoom: 3.2, minZoom: 2, maxZoom: 14 }),
      logoVisible: false,
    });
    let destroyed = false;
    scene.on('loaded', () => {
      if (destroyed) return;
      const layer = new HeatmapLayer({})
        .source(
          points.map((point) => ({ ...point, weight: 1 })),
          { parser: { type: 'json', x: 'lng', y: 'lat' } },
        )
        .shape('heatmap')
        .size('weight', [0, 1])
        .style({
          ...HEATMAP_STYLE,
          rampColors: {
            colors: ['#2E8AE6', '#69D1AB', '#DAF291', '#FFD591', '#FF7A45', '#CF1D49'],
            positions: [0, 0.2, 0.4, 0.6, 0.8, 1.0],
          },
        });
      scene.addLayer(layer);
    });
    return () => {
      destroyed = true;
      scene.destroy();
    };
  }, [points]);
  return (
    <div style={{ position: 'relative', height, background: '#f5f5f5' }}>
      <ChartFrame ref={container} title={title} height={height} />
    </div>
  );
}
