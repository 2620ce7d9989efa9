/**
 * The chart wrappers, each its own lazily loaded module: G2 loads with the first chart shown, G6 with the
 * referral graph and L7 with the user map, never with the page.
 */
import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { DonutProps, HeatmapProps, LineBarsProps, ReferralGraphProps, SeriesChartProps } from './types';

export type * from './types';
export { ChartsFirst } from './ChartsFirst';
export { LARGE_GRAPH_NODES } from './limits';

/**
 * A chart that cannot draw (no WebGL, a chunk that failed to load) leaves a blank space of its size instead of
 * taking the page down; analytics shows no error messages (03-community-analytics §8).
 */
class ChartBoundary extends Component<{ height: number; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('chart failed', error);
  }

  override render() {
    return this.state.failed ? <div style={{ minHeight: this.props.height }} /> : this.props.children;
  }
}

/** A chart component whose code can be asked for before it is first drawn. */
export interface LazyChart<P> {
  (props: P): ReactNode;
  preload(): void;
}

function lazyChart<P extends { height?: number }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyChart<P> {
  let loading: ReturnType<typeof load> | undefined;
  // Once its code is in (preloaded while the data was on the way), the chart renders at once: `lazy` would
  // still suspend for a render first, and the chart would draw after whatever else that render showed.
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Chart = lazy(loadOnce) as unknown as ComponentType<P>;
  function LazyChart(props: P) {
    const height = props.height ?? 280;
    const Drawn = loaded ?? Chart;
    return (
      <ChartBoundary height={height}>
        <Suspense
          fallback={
            <div style={{ minHeight: height, display: 'grid', placeItems: 'center' }}>
              <Spin />
            </div>
          }
        >
          <Drawn {...props} />
        </Suspense>
      </ChartBoundary>
    );
  }
  // A failed preload is reported where the chart is drawn (its boundary), not here.
  LazyChart.preload = () => void loadOnce().catch(() => undefined);
  return LazyChart;
}

/**
 * Starts loading the code of the charts a view will draw as soon as it mounts, while its data is still on the
 * way: reading the chart library is CPU work that waiting for the answer leaves free to do.
 */
export type PreloadableChart = Pick<LazyChart<never>, 'preload'>;

export function usePreloadedCharts(...charts: PreloadableChart[]) {
  useEffect(() => charts.forEach((chart) => chart.preload()), []); // eslint-disable-line react-hooks/exhaustive-deps
}

export const Donut = lazyChart<DonutProps>(() => import(/* webpackChunkName: "chart-donut" */ './Donut'));
export const Treemap = lazyChart<DonutProps>(
  () => import(/* webpackChunkName: "chart-treemap" */ './Treemap'),
);
export const StackedBars = lazyChart<SeriesChartProps>(
  () => import(/* webpackChunkName: "chart-stacked-bars" */ './StackedBars'),
);
export const HorizontalBars = lazyChart<SeriesChartProps>(
  () => import(/* webpackChunkName: "chart-horizontal-bars" */ './HorizontalBars'),
);
export const StackedArea = lazyChart<SeriesChartProps>(
  () => import(/* webpackChunkName: "chart-stacked-area" */ './StackedArea'),
);
export const LineBars = lazyChart<LineBarsProps>(
  () => import(/* webpackChunkName: "chart-line-bars" */ './LineBars'),
);
export const ReferralGraph = lazyChart<ReferralGraphProps>(
  () => import(/* webpackChunkName: "chart-referral-graph" */ './ReferralGraph'),
);
export const Heatmap = lazyChart<HeatmapProps>(
  () => import(/* webpackChunkName: "chart-heatmap" */ './Heatmap'),
);
