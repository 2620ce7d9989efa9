/**
 * The bundle's lodash merge, isEqual and isEmpty for pro-components (webpack.config.ts) answer as lodash does for
 * the data pro-table and pro-utils give them: column states, form values, parameters and rows.
 */
import { isEmpty, isEqual, merge } from './index';
import type * as ours from './index';

// lodash's CommonJS build (its ES modules, lodash-es, are what the bundle swaps; jest loads this one as it is).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lodash: typeof ours = require('lodash');

const day = new Date('2026-11-30T08:00:00Z');
class Instant {
  constructor(readonly at: number) {}
}

/** [target, ...sources], each merged by both into fresh copies. */
const merges: unknown[][] = [
  [{}, { a: { show: true, order: 1 } }, { a: { show: false }, b: { fixed: 'left' } }],
  [{}, undefined, { name: 'x', tags: ['a', 'b'] }, { tags: ['c'] }],
  [
    { keep: 1, list: [1, 2, 3] },
    { keep: undefined, list: [9], added: null },
  ],
  [{ a: [{ x: 1 }, { y: 2 }] }, { a: [{ z: 3 }] }],
  [
    { when: 'then', nested: { deep: { n: 1 } } },
    { when: day, nested: { deep: { m: 2 } } },
  ],
  [{ a: 1 }, { a: { b: 2 } }, { a: { c: [1] } }],
  [{ a: { b: 2 } }, { a: 1 }],
  [{ a: [1, 2] }, { a: { 0: 'x' } }],
  [{}, { instant: new Instant(5), empty: {}, none: [] }],
  [{}, { n: NaN, zero: -0, s: '' }, { n: NaN }],
];

describe('the bundle’s lodash for pro-components', () => {
  it.each(merges.map((args, index) => [index, args]))('merges as lodash does (%i)', (_index, args) => {
    const [target, ...sources] = structuredCloneKeepingClasses(args);
    const [theirTarget, ...theirSources] = structuredCloneKeepingClasses(args);
    const merged = merge(target as object, ...sources);
    expect(merged).toBe(target);
    expect(merged).toEqual(lodash.merge(theirTarget as object, ...theirSources));
  });

  it('keeps a class’s instance as it is, and never writes __proto__', () => {
    const instant = new Instant(1);
    expect(merge({} as { instant?: Instant }, { instant }).instant).toBe(instant);
    const polluting = JSON.parse('{"__proto__": {"polluted": true}}');
    merge({}, polluting);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  const values: unknown[] = [
    null,
    undefined,
    0,
    -0,
    NaN,
    '',
    'a',
    true,
    [],
    [1, [2, { a: 3 }]],
    {},
    { a: 1, b: { c: [1, 2] } },
    { b: { c: [1, 2] }, a: 1 },
    { a: 1, b: undefined },
    { a: 1 },
    day,
    new Date(day.getTime()),
    new Date(0),
    /x/g,
    new Map([['a', { b: 1 }]]),
    new Map([['a', { b: 2 }]]),
    new Set([1, 2]),
    new Set([2, 1]),
    new Set(),
    new Map(),
    new Instant(1),
    { at: 1 },
  ];

  it('compares as lodash does', () => {
    for (const a of values)
      for (const b of values) expect([a, b, isEqual(a, b)]).toEqual([a, b, lodash.isEqual(a, b)]);
  });

  it('calls empty what lodash does', () => {
    for (const value of [...values, 5, false, { length: 0 }])
      expect([value, isEmpty(value)]).toEqual([value, lodash.isEmpty(value)]);
  });
});

/** A deep copy that keeps dates and instances (structuredClone would make an Instant a plain object). */
function structuredCloneKeepingClasses<T>(value: T): T {
  if (Array.isArray(value)) return value.map(structuredCloneKeepingClasses) as T;
  if (value && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, structuredCloneKeepingClasses(inner)]),
    ) as T;
  return value;
}
