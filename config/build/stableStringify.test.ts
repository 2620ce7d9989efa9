/**
 * The bundle's safe-stable-stringify (webpack.config.ts) writes what the package itself writes as pro-utils
 * configures it, for what ProTable and ProForm give it.
 */
import { configure as theirConfigure } from 'safe-stable-stringify';
import { configure } from './stableStringify';

const theirs = theirConfigure({
  bigint: true,
  circularValue: 'Magic circle!',
  deterministic: false,
  maximumDepth: 4,
});
const ours = configure();

const circular: Record<string, unknown> = { name: 'loop' };
circular.self = circular;
const shared = { a: 1 };

const cases: [string, unknown][] = [
  ['a search', { current: 2, pageSize: 20, keyword: 'helmet', status: ['on', 'off'] }],
  ['keys in their own order', { b: 1, a: 2 }],
  ['scalars', [1, 'two', true, null, 1.5, -0]],
  [
    'what JSON leaves out',
    { fn: () => 1, nothing: undefined, symbol: Symbol('s'), list: [undefined, () => 1] },
  ],
  ['numbers JSON cannot write', [NaN, Infinity]],
  ['a bigint', { big: BigInt(2) ** BigInt(70) }],
  ['a date', { at: new Date(Date.UTC(2026, 10, 30)) }],
  ['deep objects are cut', { a: { b: { c: { d: { e: 1 } } } }, list: [[[[[1]]]]] }],
  ['a circle', circular],
  ['a value seen twice is no circle', { one: shared, two: shared }],
  ['undefined alone', undefined],
  ['a string alone', 'text "quoted"'],
];

it.each(cases)('%s', (_name, value) => {
  expect(ours(value)).toBe(theirs(value));
});
