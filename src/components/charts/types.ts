/** Props of the chart wrappers: plain data, so pages never import a chart library. */
export interface ShareDatum {
  name: string;
  value: number;
}

export interface SeriesDatum {
  x: string;
  y: number;
  series: string;
}

export interface DonutProps {
  data: ShareDatum[];
  height?: number;
  /** Accessible name of the chart. */
  title: string;
}

export interface SeriesChartProps {
  data: SeriesDatum[];
  height?: number;
  title: string;
}

export interface LineBarsDatum {
  x: string;
  bars: Record<string, number>;
  line: number;
}

export interface LineBarsProps {
  data: LineBarsDatum[];
  /** Name of the line (on its own axis, at the right). */
  lineName: string;
  /** The guide line across the bars: its value and label. */
  guide: { value: number; label: string };
  height?: number;
  title: string;
}

export interface GraphNode {
  id: string;
  label: string;
  avatar?: string;
}

export interface GraphEdge {
  source: string;
  target: string;
  weight: number;
}

export interface ReferralGraphProps {
  nodes: GraphNode[];
  edges: GraphEdge[];
  height?: number;
  title: string;
}

export interface HeatmapProps {
  points: { lng: number; lat: number }[];
  height?: number;
  title: string;
}
