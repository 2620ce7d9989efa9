/**
 * A deliberately naive reference implementation of the same search subset over an array of event objects: dotted
 * paths resolved per row, Maps and Sets, no indexes. It is the baseline the bench compares the columnar engine
 * with, and an independent oracle for tests. Supports: match_all, bool, term, terms, range, exists; terms (size,
 * order by _count/_key), date_histogram (calendar_interval day, fixed-offset time_zone, min_doc_count,
 * extended_bounds), cardinality, value_count; hits with size and a created_at sort. Events must be in created_at
 * order so that `_id`s match the store's.
 */
import type { TrackingEvent } from './types';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const get = (obj: Any, path: string): Any =>
  path.split('.').reduce((o, k) => (o == null ? undefined : o[k]), obj);
const present = (v: unknown) => v !== undefined && v !== null;
const seconds = (v: Any) =>
  typeof v === 'string' && !/^\d+$/.test(v)
    ? Date.parse(v) / 1000
    : Number(v) >= 1e11
      ? Number(v) / 1000
      : Number(v);
const same = (a: unknown, b: unknown) => present(a) && (a === b || String(a) === String(b));

function matches(e: TrackingEvent, q: Any): boolean {
  const [type, body] = Object.entries(q)[0] as [string, Any];
  if (type === 'match_all') return true;
  if (type === 'term') {
    const [field, v] = Object.entries(body)[0] as [string, Any];
    return same(get(e, field), typeof v === 'object' ? v.value : v);
  }
  if (type === 'terms') {
    const [field, values] = Object.entries(body)[0] as [string, Any[]];
    return values.some((v) => same(get(e, field), v));
  }
  if (type === 'exists') {
    const v = get(e, body.field);
    return present(v) && !(typeof v === 'object' && Object.values(v).every((x) => !present(x)));
  }
  if (type === 'range') {
    const [field, r] = Object.entries(body)[0] as [string, Any];
    const raw = get(e, field);
    if (!present(raw)) return false;
    const conv = field === 'created_at' ? seconds : Number;
    const v = conv(raw);
    return (
      (r.gte === undefined || v >= conv(r.gte)) &&
      (r.gt === undefined || v > conv(r.gt)) &&
      (r.lte === undefined || v <= conv(r.lte)) &&
      (r.lt === undefined || v < conv(r.lt))
    );
  }
  if (type === 'bool') {
    const list = (x: Any) => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
    const must = [...list(body.must), ...list(body.filter)];
    const should = list(body.should);
    const msm = body.minimum_should_match ?? (should.length && !must.length ? 1 : 0);
    return (
      must.every((c) => matches(e, c)) &&
      !list(body.must_not).some((c) => matches(e, c)) &&
      should.filter((c) => matches(e, c)).length >= msm
    );
  }
  throw new Error(`naive: unsupported query ${type}`);
}

function keyOf(v: Any): Any {
  return typeof v === 'boolean' ? { key: v ? 1 : 0, key_as_string: String(v) } : { key: v };
}

function aggregate(events: TrackingEvent[], aggs: Any): Any {
  const out: Any = {};
  for (const [name, def] of Object.entries(aggs) as [string, Any][]) {
    const subs = def.aggs ?? def.aggregations;
    if (def.value_count)
      out[name] = { value: events.filter((e) => present(get(e, def.value_count.field))).length };
    else if (def.cardinality)
      out[name] = { value: new Set(events.map((e) => get(e, def.cardinality.field)).filter(present)).size };
    else if (def.terms) {
      const { field, size = 10, order = { _count: 'desc' } } = def.terms;
      const groups = new Map<Any, TrackingEvent[]>();
      for (const e of events) {
        const v = get(e, field);
        if (!present(v)) continue;
        if (!groups.has(v)) groups.set(v, []);
        groups.get(v)!.push(e);
      }
      const [by, dir] = Object.entries(order)[0] as [string, string];
      const cmpKey = (a: Any, b: Any) => (typeof a === 'number' ? a - b : a < b ? -1 : a > b ? 1 : 0);
      const sorted = [...groups].sort(([ka, a], [kb, b]) => {
        const c = by === '_count' ? a.length - b.length : cmpKey(ka, kb);
        return (dir === 'desc' ? -c : c) || cmpKey(ka, kb);
      });
      const kept = sorted.slice(0, size);
      out[name] = {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: sorted.slice(size).reduce((n, [, g]) => n + g.length, 0),
        buckets: kept.map(([k, g]) => ({
          ...keyOf(k),
          doc_count: g.length,
          ...(subs ? aggregate(g, subs) : {}),
        })),
      };
    } else if (def.date_histogram) {
      const { time_zone = '+00:00', min_doc_count = 0, extended_bounds } = def.date_histogram;
      const m = /^([+-])(\d\d):(\d\d)$/.exec(time_zone)!;
      const offset = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60);
      const dayOf = (t: number) => Math.floor((t + offset) / 86400);
      const days = new Map<number, TrackingEvent[]>();
      for (const e of events) {
        const d = dayOf(seconds(e.created_at));
        if (!days.has(d)) days.set(d, []);
        days.get(d)!.push(e);
      }
      let keys = [...days.keys()];
      if (min_doc_count === 0) {
        const bounds = [...keys];
        if (extended_bounds?.min !== undefined) bounds.push(dayOf(seconds(extended_bounds.min)));
        if (extended_bounds?.max !== undefined) bounds.push(dayOf(seconds(extended_bounds.max)));
        keys = [];
        if (bounds.length) for (let d = Math.min(...bounds); d <= Math.max(...bounds); d++) keys.push(d);
      }
      keys.sort((a, b) => a - b);
      out[name] = {
        buckets: keys.map((d) => {
          const g = days.get(d) ?? [];
          const key = (d * 86400 - offset) * 1000;
          const key_as_string = new Date(d * 86400 * 1000).toISOString().slice(0, 10);
          return { key_as_string, key, doc_count: g.length, ...(subs ? aggregate(g, subs) : {}) };
        }),
      };
    } else throw new Error(`naive: unsupported aggregation in ${name}`);
  }
  return out;
}

export interface NaiveResponse {
  hits: { total: { value: number }; hits: { _id: string; _source: TrackingEvent }[] };
  aggregations?: Any;
}

export function naiveSearch(events: TrackingEvent[], body: Any): NaiveResponse {
  const indexed = events.map((e, i) => ({ e, i })).filter(({ e }) => !body.query || matches(e, body.query));
  const desc = JSON.stringify(body.sort ?? '').includes('desc');
  const ordered = desc ? [...indexed].reverse() : indexed;
  const hits = ordered.slice(body.from ?? 0, (body.from ?? 0) + (body.size ?? 10));
  const response: NaiveResponse = {
    hits: {
      total: { value: indexed.length },
      hits: hits.map(({ e, i }) => ({ _id: `ev${i.toString(36).padStart(7, '0')}`, _source: e })),
    },
  };
  if (body.aggs)
    response.aggregations = aggregate(
      indexed.map(({ e }) => e),
      body.aggs,
    );
  return response;
}
