/**
 * The bundle's object-spread helper (webpack.config.ts) builds what Babel's own does, for what Babel compiles
 * `{ ...a, key }` to: `spread(spread({}, a), {}, { key })`.
 */
import spread from './objectSpread2';

// Babel's own, as Node loads it (untyped).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const babelSpread = require('@babel/runtime/helpers/objectSpread2') as typeof spread;

const symbol = Symbol('s');
const hidden = Object.defineProperty({ shown: 1 }, 'hidden', { value: 2, enumerable: false });

const cases: [string, () => unknown[]][] = [
  ['plain props', () => [{ a: 1, b: { c: 2 } }, {}, { d: 3 }]],
  ['null and undefined sources', () => [null, {}, undefined]],
  ['a later key wins', () => [{ a: 1, b: 2 }, {}, { a: 3 }]],
  ['symbol keys', () => [{ [symbol]: 'x', a: 1 }, {}, { [symbol]: 'y' }]],
  ['non-enumerable keys stay behind', () => [hidden]],
  ['a string spreads its characters', () => ['ab']],
  ['arrays spread their indices', () => [[7, 8]]],
];

describe.each(cases)('%s', (_name, args) => {
  it('gives what Babel gives', () => {
    const ours = spread({}, ...args());
    const babels = babelSpread({}, ...args());
    expect(ours).toStrictEqual(babels);
    expect(Reflect.ownKeys(ours)).toEqual(Reflect.ownKeys(babels));
  });
});

it('keeps an object literal’s getter a getter, as Babel does', () => {
  let reads = 0;
  const result = spread(
    {},
    { a: 1 },
    {
      get lazy() {
        reads += 1;
        return reads;
      },
    },
  );
  expect(reads).toBe(0);
  expect(Object.getOwnPropertyDescriptor(result, 'lazy')?.get).toBeInstanceOf(Function);
});

it('copies an own __proto__ key (JSON can have one) as a key, without changing the prototype', () => {
  const row = JSON.parse('{"__proto__": {"admin": true}, "id": 1}') as object;
  const result = spread({}, row) as Record<string, unknown>;
  expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  expect(result.admin).toBeUndefined();
  expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual({ admin: true });
  expect(result.id).toBe(1);
});
