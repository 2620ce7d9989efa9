import { Random } from './random';

describe('Random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: string) => {
      const random = new Random(seed);
      return [random.next(), random.int(1, 6), random.hex(8), random.id()];
    };
    expect(draw('x')).toEqual(draw('x'));
    expect(draw('x')).not.toEqual(draw('y'));
  });

  it('keeps draws within their bounds', () => {
    const random = new Random(1);
    for (let i = 0; i < 1000; i += 1) {
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      expect(random.next()).toBeLessThan(1);
    }
    expect(random.id()).toMatch(/^[0-9a-f]{24}$/);
    expect(random.pickMany([1, 2, 3], 5).sort()).toEqual([1, 2, 3]);
  });
});
