/** antd's small gap (marginXS), as between the toolbar's other buttons. */
const GAP = 8;

/**
 * How many buttons fit in `available` pixels: all, or as many as leave room for More. A line with no width
 * yet (not laid out) keeps them all.
 */
export function buttonsThatFit(widths: readonly number[], moreWidth: number, available: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + GAP * Math.max(widths.length - 1, 0);
  if (available <= 0 || total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  while (count < widths.length && used + GAP + widths[count] <= available) {
    used += GAP + widths[count];
    count += 1;
  }
  return count;
}
