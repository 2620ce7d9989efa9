import { drawingOrder, hilbertIndex } from './drawingOrder';

/** [x0, y0, x1, y1, ...] of a `side` × `side` grid of points, row by row. */
function grid(side: number): Float64Array {
  const positions = new Float64Array(2 * side * side);
  for (let i = 0; i < side * side; i++) {
    positions[2 * i] = i % side;
    positions[2 * i + 1] = Math.floor(i / side);
  }
  return positions;
}

describe('drawingOrder', () => {
  it('visits every cell of a grid once, each next to the one before (a Hilbert curve)', () => {
    const side = 8;
    const cells = Array.from({ length: side * side }, (_, i) => [i % side, Math.floor(i / side)]);
    const byIndex = new Map(cells.map(([x, y]) => [hilbertIndex(side, x, y), [x, y]]));
    expect([...byIndex.keys()].sort((a, b) => a - b)).toEqual(cells.map((_, i) => i));
    for (let i = 1; i < cells.length; i++) {
      const [[x0, y0], [x1, y1]] = [byIndex.get(i - 1)!, byIndex.get(i)!];
      expect(Math.abs(x1 - x0) + Math.abs(y1 - y0)).toBe(1);
    }
  });

  it('draws every node once, the outermost first so the first view already fits the graph', () => {
    const positions = new Float64Array([5, 5, -10, 0, 0, 20, 3, 3, 30, 1, 4, -7]);
    const order = drawingOrder(positions);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(order.slice(0, 4).sort()).toEqual([1, 2, 4, 5]);
  });

  it('keeps the nodes of each batch of 100 in one small region, not spread over the graph', () => {
    const side = 64;
    const positions = grid(side);
    const order = drawingOrder(positions);
    const rest = order.slice(4);
    for (let start = 0; start + 100 <= rest.length; start += 100) {
      const batch = rest.slice(start, start + 100);
      const xs = batch.map((node) => positions[2 * node]);
      const ys = batch.map((node) => positions[2 * node + 1]);
      const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + 1;
      // Within two neighbouring 16 × 16 blocks of the curve; a row-by-row order spans the whole width, 64.
      expect(span).toBeLessThanOrEqual(side / 2);
    }
  });

  it('draws nothing for no nodes, and a single node', () => {
    expect(drawingOrder(new Float64Array())).toEqual([]);
    expect(drawingOrder(new Float64Array([1, 2]))).toEqual([0]);
  });
});
