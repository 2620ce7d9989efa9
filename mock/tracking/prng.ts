/** A seeded PRNG and the weighted picks the generator needs; same seed, same events (mulberry32). */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  hex(length: number): string;
}

const HEX = '0123456789abcdef';

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    range: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    hex: (length) => {
      // Flat strings: char-by-char concatenation would leave cons-string trees for the GC to trace.
      const codes = new Array<number>(length);
      for (let i = 0; i < length; i++) codes[i] = HEX.charCodeAt(Math.floor(next() * 16));
      return String.fromCharCode(...codes);
    },
  };
}

/** Picks among items by relative weight in O(log n) (cumulative table + binary search). */
export interface WeightedPicker<T> {
  pick(rng: Rng): T;
  readonly items: readonly T[];
}

export function weighted<T>(entries: readonly (readonly [T, number])[]): WeightedPicker<T> {
  const items = entries.map(([item]) => item);
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, w], i) => {
    total += w;
    cumulative[i] = total;
  });
  return {
    items,
    pick(rng) {
      const target = rng.next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] > target) hi = mid;
        else lo = mid + 1;
      }
      return items[lo];
    },
  };
}

/** Skewed index in [0, n): a few heavy users, a long tail (power law with exponent k). */
export function skewedIndex(rng: Rng, n: number, k = 2.2): number {
  return Math.min(n - 1, Math.floor(n * Math.pow(rng.next(), k)));
}
