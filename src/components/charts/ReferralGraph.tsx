import { useEffect, useRef, useState } from 'react';
import { Graph, type NodeData } from '@antv/g6';
import { Progress } from 'antd';
import type { LayoutMessage } from './forceLayout.worker';
import { FORCE_ITERATIONS, type LayoutRequest } from './forceLayout';
import { ChartFrame } from './ChartFrame';
import type { GraphNode, ReferralGraphProps } from './types';

/**
 * G6's own `enableWorker` does not survive bundling: @antv/layout looks for a `worker.js` beside the script that
 * loaded it, which webpack never emits, and silently falls back to the main thread. So the layout runs in a
 * worker of ours and G6 receives fixed positions.
 */
function layoutInWorker(request: LayoutRequest, onProgress: (done: number) => void) {
  const worker = new Worker(new URL('./forceLayout.worker.ts', import.meta.url));
  const done = new Promise<Float64Array>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<LayoutMessage>) => {
      if (data.type === 'progress') onProgress(data.done);
      else resolve(data.positions);
    };
    worker.onerror = (event) => reject(new Error(event.message));
  });
  worker.postMessage(request);
  return { done, stop: () => worker.terminate() };
}

/** Profiles arrive in batches: redraw once they pause this long. */
const PROFILE_REDRAW_MS = 300;

const nodeData = (node: GraphNode) => ({ label: node.label, avatar: node.avatar ?? '' });

/** The referral graph: avatars and nicknames of inviters and invitees, arrows from inviter to invitee. */
export default function ReferralGraph({ nodes, edges, height = 560, title }: ReferralGraphProps) {
  const container = useRef<HTMLDivElement>(null);
  const graphRef = useRef<Graph | null>(null);
  const [progress, setProgress] = useState(0);
  const latestNodes = useRef(nodes);
  latestNodes.current = nodes;
  const structure = `${nodes.map((node) => node.id).join('|')}#${edges.length}`;

  // Layout and first drawing: again only when the nodes or edges themselves change.
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const current = latestNodes.current;
    const index = new Map(current.map((node, i) => [node.id, i]));
    const links = edges.map((edge) => [index.get(edge.source)!, index.get(edge.target)!] as [number, number]);
    setProgress(0);
    const layout = layoutInWorker({ ids: current.map((node) => node.id), links }, setProgress);
    let graph: Graph | null = null;
    let rendering: Promise<void> = Promise.resolve();
    let cancelled = false;
    layout.done
      .then((positions) => {
        if (cancelled) return;
        setProgress(FORCE_ITERATIONS);
        graph = new Graph({
          container: element,
          height,
          autoFit: 'view',
          animation: false,
          data: {
            nodes: current.map((node, i) => ({
              id: node.id,
              data: nodeData(node),
              style: { x: positions[2 * i], y: positions[2 * i + 1] },
            })),
            edges: edges.map((edge, i) => ({ id: `e${i}`, source: edge.source, target: edge.target })),
          },
          node: {
            type: (datum: NodeData) => (datum.data?.avatar ? 'image' : 'circle'),
            style: {
              size: 24,
              src: (datum: NodeData) => String(datum.data?.avatar ?? ''),
              fill: '#c8102e',
              labelText: (datum: NodeData) => String(datum.data?.label ?? ''),
              labelFontSize: 10,
              labelPlacement: 'bottom',
            },
          },
          edge: { style: { stroke: '#bfbfbf', endArrow: true, endArrowSize: 6 } },
          behaviors: ['drag-canvas', 'zoom-canvas', 'drag-element'],
        });
        const drawn = graph;
        rendering = drawn.render().then(() => {
          if (cancelled) return;
          graphRef.current = drawn;
          // Profiles that arrived while the first render ran.
          drawn.updateNodeData(latestNodes.current.map((node) => ({ id: node.id, data: nodeData(node) })));
          return drawn.draw();
        });
        return rendering;
      })
      .catch((error: unknown) => console.error('referral graph failed', error))
      .finally(() => layout.stop());
    return () => {
      cancelled = true;
      layout.stop();
      graphRef.current = null;
      // G6 renders asynchronously: destroy only once the render in flight has settled.
      void rendering.finally(() => {
        if (graph && !graph.destroyed) graph.destroy();
      });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `structure` stands for nodes' ids and edges
  }, [structure, height]);

  // Profiles arriving later (nicknames, avatars) update the drawn nodes in place, at most a few times a second.
  useEffect(() => {
    const timer = setTimeout(() => {
      const graph = graphRef.current;
      if (!graph || graph.destroyed) return;
      graph.updateNodeData(nodes.map((node) => ({ id: node.id, data: nodeData(node) })));
      void graph.draw();
    }, PROFILE_REDRAW_MS);
    return () => clearTimeout(timer);
  }, [nodes]);

  return (
    <div style={{ position: 'relative' }}>
      {progress < FORCE_ITERATIONS && (
        <Progress
          percent={Math.round((progress / FORCE_ITERATIONS) * 100)}
          size="small"
          style={{ position: 'absolute', top: 8, left: 8, width: 200, zIndex: 1 }}
        />
      )}
      <ChartFrame ref={container} title={title} height={height} />
    </div>
  );
}
