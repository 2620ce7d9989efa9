import type { AggregateTab } from 'src-models/tracking';
import {
  Donut,
  Heatmap,
  LineBars,
  StackedArea,
  StackedBars,
  Treemap,
  type PreloadableChart,
} from 'src/components/charts';

/** The charts each tab draws: their code is asked for when the tab mounts, or sooner on a first screen. */
export const TAB_CHARTS: Record<AggregateTab, readonly PreloadableChart[]> = {
  scene: [Donut, StackedBars],
  pvuv: [LineBars],
  area: [Donut, StackedArea],
  device: [Donut, Treemap],
  system: [Donut],
  referer: [],
  map: [Heatmap],
};
