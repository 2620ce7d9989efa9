/**
 * The referral graph's force-directed layout (d3-force, the engine of G6's own force layouts), as a pure
 * function: it runs inside forceLayout.worker.ts so thousands of nodes never block the page. d3-force comes
 * through @antv/vendor (G2's own copy of the d3 modules), which also ships a CommonJS build for jest.
 */
import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  type SimulationNodeDatum,
} from '@antv/vendor/d3-force';

/** 03-community-analytics §9: the force graph runs 100 iterations. */
export const FORCE_ITERATIONS = 100;

export interface LayoutRequest {
  ids: string[];
  /** Pairs of indexes into `ids`. */
  links: [number, number][];
  iterations?: number;
}

interface Node extends SimulationNodeDatum {
  index: number;
}

/** Positions as [x0, y0, x1, y1, ...] in the order of `ids`; `onProgress` is told every 10 iterations. */
export function forceLayout(
  { ids, links, iterations = FORCE_ITERATIONS }: LayoutRequest,
  onProgress?: (done: number) => void,
): Float64Array {
  const nodes: Node[] = ids.map((_, index) => ({ index }));
  const simulation = forceSimulation(nodes)
    .force(
      'link',
      forceLink<Node, { source: number; target: number }>(
        links.map(([source, target]) => ({ source, target })),
      )
        .id((node) => node.index)
        .distance(30)
        .strength(1),
    )
    .force('charge', forceManyBody<Node>().strength(-120).distanceMax(400))
    .force('collide', forceCollide<Node>(14))
    .force('center', forceCenter(0, 0))
    .stop();
  for (let i = 1; i <= iterations; i++) {
    simulation.tick();
    if (i % 10 === 0) onProgress?.(i);
  }
  const positions = new Float64Array(ids.length * 2);
  nodes.forEach((node, i) => {
    positions[2 * i] = node.x ?? 0;
    positions[2 * i + 1] = node.y ?? 0;
  });
  return positions;
}
