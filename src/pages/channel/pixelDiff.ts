/**
 * The difference of two pictures of the same size (RGBA bytes, as a canvas gives them): which pixels differ by
 * more than `tolerance` in any channel, how many, and a mask that paints them red over a faded copy of the first.
 */
export interface PixelDiff {
  /** How many pixels differ. */
  count: number;
  /** Of how many. */
  total: number;
  /** RGBA bytes of the difference view. */
  mask: Uint8ClampedArray<ArrayBuffer>;
}

/** Differences up to this much per channel are the same pixel (scaling and compression noise). */
export const DEFAULT_TOLERANCE = 16;

export function diffPixels(
  first: Uint8ClampedArray,
  second: Uint8ClampedArray,
  tolerance = DEFAULT_TOLERANCE,
): PixelDiff {
  if (first.length !== second.length || first.length % 4 !== 0)
    throw new Error('The pictures differ in size');
  const mask = new Uint8ClampedArray(new ArrayBuffer(first.length));
  let count = 0;
  for (let at = 0; at < first.length; at += 4) {
    const differs =
      Math.abs(first[at] - second[at]) > tolerance ||
      Math.abs(first[at + 1] - second[at + 1]) > tolerance ||
      Math.abs(first[at + 2] - second[at + 2]) > tolerance ||
      Math.abs(first[at + 3] - second[at + 3]) > tolerance;
    if (differs) {
      count += 1;
      mask.set([255, 0, 0, 255], at);
    } else {
      // The first picture, faded towards white, so the red stands out where it is.
      const fade = (value: number) => 255 - (255 - value) / 4;
      mask.set([fade(first[at]), fade(first[at + 1]), fade(first[at + 2]), 255], at);
    }
  }
  return { count, total: first.length / 4, mask };
}
