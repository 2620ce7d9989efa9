/**
 * date_histogram on created_at. Time zones are fixed offsets ("+08:00"), so a calendar day is 86,400 s starting
 * at local midnight: an event at 2024-01-01T16:30Z falls in the +08:00 bucket 2024-01-02 (key 2024-01-01T16:00Z
 * in epoch ms). As in Elasticsearch, min_doc_count defaults to 0, filling empty buckets between the first and last
 * non-empty one, and extended_bounds widens that span (hard_bounds narrows it).
 */
import { civilFromDays, formatDate, isSupportedFormat, parseTimeZone, toEpochSeconds } from '../dates';
import type { TrackingStore } from '../store';
import type { JsonObject } from '../types';
import { type Agg, compileOrder, countBuckets, MAX_BUCKETS, runSubs } from './common';
import { checkKeys, expectInt, expectObject, fail, type Obj } from './errors';
import { isDate, resolveLeaf } from './fields';

const DAY = 86400;

/** Maps unix seconds to consecutive integer bucket indexes and back to the bucket start. */
interface Bucketer {
  index(seconds: number): number;
  start(index: number): number;
  subDay: boolean;
}

function fixed(size: number, offset: number): Bucketer {
  return {
    index: (t) => Math.floor((t + offset) / size),
    start: (i) => i * size - offset,
    subDay: size < DAY,
  };
}

function calendar(unit: 'week' | 'month' | 'quarter' | 'year', offset: number): Bucketer {
  const localDay = (t: number) => Math.floor((t + offset) / DAY);
  if (unit === 'week')
    // Epoch day 0 was a Thursday; weeks start on Monday as in Elasticsearch.
    return {
      index: (t) => Math.floor((localDay(t) + 3) / 7),
      start: (i) => (i * 7 - 3) * DAY - offset,
      subDay: false,
    };
  const perYear = unit === 'month' ? 12 : unit === 'quarter' ? 4 : 1;
  return {
    index(t) {
      const { year, month } = civilFromDays(localDay(t));
      return year * perYear + Math.floor(((month - 1) * perYear) / 12);
    },
    start(i) {
      const year = Math.floor(i / perYear);
      const month = (i - year * perYear) * (12 / perYear);
      return Date.UTC(year, month, 1) / 1000 - offset;
    },
    subDay: false,
  };
}

const CALENDAR: Record<string, string> = {
  minute: 'minute', '1m': 'minute', hour: 'hour', '1h': 'hour', day: 'day', '1d': 'day',
  week: 'week', '1w': 'week', month: 'month', '1M': 'month', quarter: 'quarter', '1q': 'quarter', year: 'year', '1y': 'year',
}; // prettier-ignore
const FIXED_UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: DAY };

function bucketer(body: Obj, offset: number, where: string): Bucketer {
  if (body.interval !== undefined)
    fail(`"interval" is not supported in ${where}: use calendar_interval or fixed_interval`);
  if ((body.calendar_interval === undefined) === (body.fixed_interval === undefined))
    fail(`${where} needs exactly one of calendar_interval and fixed_interval`);
  if (body.calendar_interval !== undefined) {
    const unit = CALENDAR[String(body.calendar_interval)];
    if (!unit) fail(`Unsupported calendar_interval ${JSON.stringify(body.calendar_interval)} in ${where}`);
    if (unit === 'minute' || unit === 'hour' || unit === 'day')
      return fixed(unit === 'minute' ? 60 : unit === 'hour' ? 3600 : DAY, offset);
    return calendar(unit as 'week' | 'month' | 'quarter' | 'year', offset);
  }
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(String(body.fixed_interval));
  const size = m ? Number(m[1]) * FIXED_UNITS[m[2]] : NaN;
  if (!m || !Number.isInteger(size) || size < 1)
    fail(
      `Unsupported fixed_interval ${JSON.stringify(body.fixed_interval)} in ${where} (whole seconds or more, e.g. "12h")`,
    );
  return fixed(size, offset);
}

const KEYS = [
  'field',
  'calendar_interval',
  'fixed_interval',
  'interval',
  'time_zone',
  'format',
  'min_doc_count',
  'extended_bounds',
  'hard_bounds',
  'order',
  'keyed',
];

export function dateHistogram(store: TrackingStore, name: string, body: Obj, subs: Agg[]): Agg {
  const where = `date_histogram aggregation "${name}"`;
  checkKeys(body, KEYS, where);
  const column = resolveLeaf(store, body.field, where);
  if (!isDate(column)) fail(`${where} needs a date field, "${column.path}" is not one`);
  const offset = body.time_zone === undefined ? 0 : parseTimeZone(String(body.time_zone));
  if (Number.isNaN(offset))
    fail(
      `Unsupported time_zone ${JSON.stringify(body.time_zone)} in ${where} (use an offset such as "+08:00")`,
    );
  const b = bucketer(body, offset, where);
  const format =
    body.format === undefined ? (b.subDay ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd') : String(body.format);
  if (!isSupportedFormat(format)) fail(`Unsupported format "${format}" in ${where}`);
  const minDocCount =
    body.min_doc_count === undefined ? 0 : expectInt(body.min_doc_count, `min_doc_count of ${where}`);
  const bounds = (key: string) => {
    if (body[key] === undefined) return {};
    const obj = expectObject(body[key], `${key} of ${where}`);
    checkKeys(obj, ['min', 'max'], `${key} of ${where}`);
    const read = (v: unknown) => {
      if (v === undefined) return undefined;
      const t = toEpochSeconds(v, undefined, offset);
      if (Number.isNaN(t)) fail(`Cannot read ${JSON.stringify(v)} as a date in ${key} of ${where}`);
      return b.index(t);
    };
    return { min: read(obj.min), max: read(obj.max) };
  };
  const extended = bounds('extended_bounds');
  const hard = bounds('hard_bounds');
  const order = compileOrder(body.order, subs, where, [{ by: '_key', desc: false }]);
  const keyed = body.keyed === true;
  const values = column.values;

  return {
    name,
    type: 'date_histogram',
    run(rows, ctx) {
      const span = column.sorted ? sortedSpan(values, rows, b) : scannedSpan(values, rows, b);
      let { lo, hi } = span;
      if (minDocCount === 0) {
        if (extended.min !== undefined) lo = Math.min(lo, extended.min);
        if (extended.max !== undefined) hi = Math.max(hi, extended.max);
        if (lo === Infinity && extended.max !== undefined) lo = extended.max;
        if (hi === -Infinity && extended.min !== undefined) hi = extended.min;
      }
      if (hard.min !== undefined) lo = Math.max(lo, hard.min);
      if (hard.max !== undefined) hi = Math.min(hi, hard.max);
      if (!(lo <= hi)) return { buckets: keyed ? {} : [] };
      const n = hi - lo + 1;
      if (n > MAX_BUCKETS) fail(`Too many buckets: ${where} would create ${n} (more than ${MAX_BUCKETS})`);
      // starts[k]..starts[k+1] are bucket k's rows within `grouped`.
      const { starts, grouped } = column.sorted
        ? sortedBuckets(values, rows, b, lo, n, span.validEnd)
        : countingSort(values, rows, b, lo, n, subs.length > 0);
      const counts = new Uint32Array(n);
      for (let k = 0; k < n; k++) counts[k] = starts[k + 1] - starts[k];
      let kept: number[] = [];
      for (let k = 0; k < n; k++) if (counts[k] >= minDocCount) kept.push(k);
      countBuckets(ctx, kept.length, name);
      const metrics = order.filter((o) => o.by !== '_key' && o.by !== '_count');
      if (metrics.length || order[0].by !== '_key' || order[0].desc) {
        const metricOf = (k: number, sub: string) =>
          subs.find((s) => s.name === sub)!.value!(grouped.subarray(starts[k], starts[k + 1]), ctx);
        const cache = new Map(
          kept.map((k) => [k, Object.fromEntries(metrics.map((m) => [m.by, metricOf(k, m.by)]))]),
        );
        kept = kept.sort((x, y) => {
          for (const o of order) {
            const c =
              o.by === '_key'
                ? x - y
                : o.by === '_count'
                  ? counts[x] - counts[y]
                  : (cache.get(x)![o.by] ?? -Infinity) - (cache.get(y)![o.by] ?? -Infinity);
            if (c !== 0) return o.desc ? -c : c;
          }
          return 0;
        });
      }
      const buckets = kept.map((k) => {
        const start = b.start(lo + k);
        const bucket: JsonObject = {
          key_as_string: formatDate(start, offset, format),
          key: start * 1000,
          doc_count: counts[k],
        };
        return runSubs(subs, grouped.subarray(starts[k], starts[k + 1]), ctx, bucket);
      });
      return {
        buckets: keyed ? Object.fromEntries(buckets.map((x) => [x.key_as_string as string, x])) : buckets,
      };
    },
  };
}

type Values = Float64Array | Float32Array;

interface Span {
  lo: number;
  hi: number;
  /** Rows before this index have a value (sorted case: missing values come last). */
  validEnd: number;
}

/** Rows come in row order; on the sorted created_at column that is time order, so the ends give the span. */
function sortedSpan(values: Values, rows: Uint32Array, b: Bucketer): Span {
  const validEnd = lowerBound(values, rows, Infinity, true, 0, rows.length);
  if (validEnd === 0) return { lo: Infinity, hi: -Infinity, validEnd };
  return { lo: b.index(values[rows[0]]), hi: b.index(values[rows[validEnd - 1]]), validEnd };
}

function scannedSpan(values: Values, rows: Uint32Array, b: Bucketer): Span {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < rows.length; i++) {
    const t = values[rows[i]];
    if (Number.isNaN(t)) continue;
    const k = b.index(t);
    if (k < lo) lo = k;
    if (k > hi) hi = k;
  }
  return { lo, hi, validEnd: rows.length };
}

/** First i in [from, to) with values[rows[i]] >= x (> x when `after`); NaN compares as +Infinity. */
function lowerBound(
  values: Values,
  rows: Uint32Array,
  x: number,
  after: boolean,
  from: number,
  to: number,
): number {
  while (from < to) {
    const mid = (from + to) >>> 1;
    const v = values[rows[mid]];
    if (after ? v <= x : v < x) from = mid + 1;
    else to = mid;
  }
  return from;
}

/** Sorted values: each bucket is a contiguous slice of rows, found by binary search on its start time. */
function sortedBuckets(
  values: Values,
  rows: Uint32Array,
  b: Bucketer,
  lo: number,
  n: number,
  validEnd: number,
) {
  const starts = new Uint32Array(n + 1);
  for (let k = 0; k <= n; k++)
    starts[k] = lowerBound(values, rows, b.start(lo + k), false, k ? starts[k - 1] : 0, validEnd);
  // Rows before the first bucket (hard_bounds) are skipped by re-basing on starts[0].
  const base = starts[0];
  const grouped = rows.subarray(base, starts[n]);
  for (let k = 0; k <= n; k++) starts[k] -= base;
  return { starts, grouped };
}

/** Unsorted values: counting sort by bucket index, rows keep their order inside a bucket. */
function countingSort(values: Values, rows: Uint32Array, b: Bucketer, lo: number, n: number, group: boolean) {
  const counts = new Uint32Array(n);
  for (let i = 0; i < rows.length; i++) {
    const t = values[rows[i]];
    if (Number.isNaN(t)) continue;
    const k = b.index(t) - lo;
    if (k >= 0 && k < n) counts[k]++;
  }
  const starts = new Uint32Array(n + 1);
  for (let k = 0; k < n; k++) starts[k + 1] = starts[k] + counts[k];
  const grouped = new Uint32Array(group ? starts[n] : 0);
  if (group) {
    const pos = starts.slice(0, n);
    for (let i = 0; i < rows.length; i++) {
      const t = values[rows[i]];
      if (Number.isNaN(t)) continue;
      const k = b.index(t) - lo;
      if (k >= 0 && k < n) grouped[pos[k]++] = rows[i];
    }
  }
  return { starts, grouped };
}
