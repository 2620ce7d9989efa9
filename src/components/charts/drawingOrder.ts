/**
 * The order in which the referral graph draws its nodes, a batch per task. Two things keep each task short:
 * - the first batch holds the outermost nodes, so the view fitted to it already fits the whole graph and no
 *   later batch moves the camera (a camera move repaints every shape drawn so far);
 * - the rest follow a Hilbert curve over their positions, so each batch lies in one small region and the
 *   canvas repaints only that region (G's dirty-rectangle rendering), not the whole graph.
 */

/** Cells per side of the grid the curve runs through (a power of two). */
const CURVE_SIDE = 256;

/** Position along a Hilbert curve of the cell (x, y) of a `side` × `side` grid. */
export function hilbertIndex(side: number, x: number, y: number): number {
  let index = 0;
  for (let half = side / 2; half >= 1; half /= 2) {
    const right = x & half ? 1 : 0;
    const up = y & half ? 1 : 0;
    index += half * half * ((3 * right) ^ up);
    // Rotate the quadrant so the curve enters and leaves it where the next one continues.
    if (!up) {
      if (right) {
        x = side - 1 - x;
        y = side - 1 - y;
      }
      [x, y] = [y, x];
    }
  }
  return index;
}

/** Node indexes in drawing order; `positions` is [x0, y0, x1, y1, ...]. */
export function drawingOrder(positions: Float64Array): number[] {
  const count = positions.length / 2;
  if (count === 0) return [];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  const extremes = [0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    const [x, y] = [positions[2 * i], positions[2 * i + 1]];
    if (x < minX) [minX, extremes[0]] = [x, i];
    if (y < minY) [minY, extremes[1]] = [y, i];
    if (x > maxX) [maxX, extremes[2]] = [x, i];
    if (y > maxY) [maxY, extremes[3]] = [y, i];
  }
  const outermost = [...new Set(extremes)];
  const cell = (value: number, min: number, max: number) =>
    max > min ? Math.min(CURVE_SIDE - 1, Math.floor(((value - min) / (max - min)) * CURVE_SIDE)) : 0;
  const isOutermost = new Set(outermost);
  const rest = Array.from({ length: count }, (_, i) => i).filter((i) => !isOutermost.has(i));
  const curve = new Float64Array(count);
  for (const i of rest)
    curve[i] = hilbertIndex(
      CURVE_SIDE,
      cell(positions[2 * i], minX, maxX),
      cell(positions[2 * i + 1], minY, maxY),
    );
  rest.sort((a, b) => curve[a] - curve[b]);
  return [...outermost, ...rest];
}
