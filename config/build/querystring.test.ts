import qs from 'qs';
import { parse, stringify } from './querystring';

// The production build gives umi-request this module instead of qs (webpack.config.ts): it must write and read
// what umi-request asks of qs exactly as qs does.
const CASES: Parameters<typeof stringify>[0][] = [
  { page: 0, size: 20, order: '-created_at' },
  { name: '春季 骑行 & more', flag: true, empty: '', none: null, skipped: undefined },
  { ids: ['a', 'b', 'c'], mixed: [1, null, 'x y'] },
  { "odd!'()*~._-": 'a=b&c=d/e?f#g', 中文: '值' },
  {},
];

describe('the query string module that stands in for qs', () => {
  it.each(CASES)('writes %j as qs does', (params) => {
    expect(stringify(params)).toBe(qs.stringify(params, { arrayFormat: 'repeat', strictNullHandling: true }));
  });

  it.each(CASES.map((params) => qs.stringify(params, { arrayFormat: 'repeat', strictNullHandling: true })))(
    'reads %s as qs does',
    (text) => {
      expect(parse(text)).toEqual(qs.parse(text, { strictNullHandling: true }));
    },
  );
});
