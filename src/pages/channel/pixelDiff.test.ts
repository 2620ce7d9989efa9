import { diffPixels } from './pixelDiff';

const pixels = (...rgba: number[][]) => new Uint8ClampedArray(rgba.flat());

describe('the difference of two pictures', () => {
  it('counts the pixels that differ beyond the tolerance and paints them red', () => {
    const first = pixels([0, 0, 0, 255], [255, 255, 255, 255], [10, 10, 10, 255]);
    const second = pixels([0, 0, 0, 255], [0, 0, 0, 255], [20, 20, 20, 255]);
    const diff = diffPixels(first, second);
    expect(diff.count).toBe(1);
    expect(diff.total).toBe(3);
    expect([...diff.mask.slice(4, 8)]).toEqual([255, 0, 0, 255]);
    // The same pixel is the first picture faded, not red.
    expect([...diff.mask.slice(0, 4)]).toEqual([191, 191, 191, 255]);
  });

  it('finds none in two equal pictures, and refuses two of different sizes', () => {
    const picture = pixels([1, 2, 3, 255], [4, 5, 6, 255]);
    expect(diffPixels(picture, picture.slice()).count).toBe(0);
    expect(() => diffPixels(picture, pixels([1, 2, 3, 255]))).toThrow('The pictures differ in size');
  });
});
