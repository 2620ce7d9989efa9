import { FORCE_ITERATIONS, forceLayout } from './forceLayout';

describe('forceLayout', () => {
  it('places every node, linked nodes nearer than unrelated ones', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const positions = forceLayout({
      ids,
      links: [
        [0, 1],
        [2, 3],
      ],
    });
    expect(positions).toHaveLength(8);
    expect([...positions].every(Number.isFinite)).toBe(true);
    const distance = (i: number, j: number) =>
      Math.hypot(positions[2 * i] - positions[2 * j], positions[2 * i + 1] - positions[2 * j + 1]);
    expect(distance(0, 1)).toBeLessThan(Math.max(distance(0, 2), distance(0, 3)));
  });

  it('runs the 100 iterations of 03 §9, reporting progress', () => {
    const progress: number[] = [];
    forceLayout({ ids: ['a', 'b'], links: [[0, 1]] }, (done) => progress.push(done));
    expect(FORCE_ITERATIONS).toBe(100);
    expect(progress).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
});
