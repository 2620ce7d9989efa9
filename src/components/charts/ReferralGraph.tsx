import { useEffect, useRef, useState } from 'react';
import { Graph, type EdgeData, type ElementDatum, type GraphOptions, type NodeData } from '@antv/g6';
import { Progress } from 'antd';
import type { LayoutMessage } from './forceLayout.worker';
import { FORCE_ITERATIONS, type LayoutRequest } from './forceLayout';
import { ChartFrame } from './ChartFrame';
import { drawingOrder } from './drawingOrder';
import { edgeBundle } from './edgeBundle';
import { frameGate, type FrameGate } from './frameGate';
import { LARGE_GRAPH_NODES } from './limits';
import { personCard } from './personCard';
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

const DETAILED_STYLE = {
  node: {
    type: (datum: NodeData) => (datum.data?.avatar ? 'image' : 'circle'),
    style: {
      size: 24,
      src: (datum: NodeData) => String(datum.data?.avatar ?? ''),
      fill: '#c8102e',
      labelText: (datum: NodeData) => String(datum.data?.label ?? ''),
      labelFontSize: 10,
      labelPlacement: 'bottom' as const,
    },
  },
  edge: { style: { stroke: '#bfbfbf', endArrow: true, endArrowSize: 6 } },
};

const LARGE_GRAPH_STYLE = { node: { type: 'circle', style: { size: 8, fill: '#c8102e' } } };

/** A large graph's edges, all in one path (edgeBundle); no arrowheads, too small to see at this scale. */
const LARGE_GRAPH_EDGES = { stroke: '#d9d9d9', lineWidth: 0.5 };

/** Nodes drawn per task: drawing thousands at once held the main thread for seconds. */
const DRAW_BATCH = 100;

/** Each repaint redraws the whole graph: only after every this many batches while drawing. */
const PAINT_EVERY_BATCHES = 10;

/** G6 hands its `canvas` option on to each G canvas, which takes its frame functions there; G6's type omits them. */
const gatedCanvas = (frames: FrameGate): GraphOptions['canvas'] => {
  const canvas: GraphOptions['canvas'] & Pick<FrameGate, 'requestAnimationFrame' | 'cancelAnimationFrame'> = {
    requestAnimationFrame: frames.requestAnimationFrame,
    cancelAnimationFrame: frames.cancelAnimationFrame,
  };
  return canvas;
};

/** Input on the graph (hover, drag, zoom): it wants every frame (see frameGate). */
const INPUT_EVENTS = ['pointermove', 'pointerdown', 'wheel', 'keydown'] as const;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The graph's data in drawing batches (see drawingOrder); an edge goes with the batch that draws its later end. */
function inBatches(nodes: GraphNode[], edges: ReferralGraphProps['edges'], positions: Float64Array) {
  const order = drawingOrder(positions);
  const batchOf = new Map(order.map((node, rank) => [nodes[node].id, Math.floor(rank / DRAW_BATCH)]));
  const batches = Array.from({ length: Math.max(1, Math.ceil(nodes.length / DRAW_BATCH)) }, (_, b) => ({
    nodes: order.slice(b * DRAW_BATCH, (b + 1) * DRAW_BATCH).map((i) => ({
      id: nodes[i].id,
      data: nodeData(nodes[i]),
      style: { x: positions[2 * i], y: positions[2 * i + 1] },
    })),
    edges: [] as EdgeData[],
  }));
  edges.forEach((edge, i) => {
    const batch = Math.max(batchOf.get(edge.source)!, batchOf.get(edge.target)!);
    batches[batch].edges.push({ id: `e${i}`, source: edge.source, target: edge.target });
  });
  return batches;
}

/** The referral graph: avatars and nicknames of inviters and invitees, arrows from inviter to invitee. */
export default function ReferralGraph({ nodes, edges, height = 560, title }: ReferralGraphProps) {
  const container = useRef<HTMLDivElement>(null);
  const graphRef = useRef<{ graph: Graph; frames: FrameGate } | null>(null);
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
    const frames = frameGate();
    INPUT_EVENTS.forEach((type) =>
      element.addEventListener(type, frames.wake, { capture: true, passive: true }),
    );
    layout.done
      .then((positions) => {
        if (cancelled) return;
        setProgress(FORCE_ITERATIONS);
        const large = current.length > LARGE_GRAPH_NODES;
        const batches = inBatches(current, large ? [] : edges, positions);
        frames.wake(); // the layout took long enough for the gate to idle
        graph = new Graph({
          container: element,
          canvas: gatedCanvas(frames),
          height,
          autoFit: 'view',
          animation: false,
          data: batches[0],
          ...(large ? LARGE_GRAPH_STYLE : DETAILED_STYLE),
          plugins: [
            {
              type: 'tooltip',
              // From the latest profiles, not the drawn data: a large graph does not redraw for profiles.
              getContent: async (_event: unknown, items: ElementDatum[]) => {
                const node = latestNodes.current.find((each) => each.id === items[0]?.id);
                return personCard({ id: items[0]?.id, data: node && nodeData(node) });
              },
            },
          ],
          // A large graph's edges are one path that would not follow a dragged node.
          behaviors: large ? ['drag-canvas', 'zoom-canvas'] : ['drag-canvas', 'zoom-canvas', 'drag-element'],
        });
        const drawn = graph;
        rendering = (async () => {
          await drawn.render();
          // The rest a batch per task, so the page answers clicks between them, painted every few batches.
          frames.hold();
          for (const [i, batch] of batches.slice(1).entries()) {
            await nextTask();
            if (cancelled) return;
            drawn.addData(batch);
            await drawn.draw();
            if ((i + 1) % PAINT_EVERY_BATCHES === 0) await frames.paintOnce();
          }
          if (large) drawn.getCanvas().appendChild(edgeBundle(links, positions, LARGE_GRAPH_EDGES));
          frames.release();
          if (cancelled) return;
          // Every node is on the canvas: what the benchmark waits for.
          element.dataset.drawn = 'true';
          // A large graph shows no avatars or nicknames on its nodes: nothing to update when profiles arrive.
          if (large) return;
          graphRef.current = { graph: drawn, frames };
          // Profiles that arrived while the first render ran.
          drawn.updateNodeData(latestNodes.current.map((node) => ({ id: node.id, data: nodeData(node) })));
          await drawn.draw();
          frames.wake();
        })();
        return rendering;
      })
      .catch((error: unknown) => console.error('referral graph failed', error))
      .finally(() => layout.stop());
    return () => {
      cancelled = true;
      layout.stop();
      frames.stop();
      INPUT_EVENTS.forEach((type) => element.removeEventListener(type, frames.wake, { capture: true }));
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
      const drawn = graphRef.current;
      if (!drawn || drawn.graph.destroyed) return;
      drawn.graph.updateNodeData(nodes.map((node) => ({ id: node.id, data: nodeData(node) })));
      void drawn.graph.draw().then(drawn.frames.wake);
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
