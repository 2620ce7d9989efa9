/** What every aggregation shares: the Agg interface, the bucket limit and bucket ordering options. */
import type { Column, DictColumn, DictValue } from '../columns';
import type { TrackingStore } from '../store';
import type { Json, JsonObject } from '../types';
import { fail, isObject } from './errors';
import { isDate, outputValue } from './fields';

/** Elasticsearch's search.max_buckets. */
export const MAX_BUCKETS = 65_536;

export interface RunContext {
  store: TrackingStore;
  buckets: number;
}

export interface Agg {
  name: string;
  type: string;
  run(rows: Uint32Array, ctx: RunContext): JsonObject;
  /** Single-value metrics, for ordering buckets by a sub-aggregation. */
  value?(rows: Uint32Array, ctx: RunContext): number | null;
  /** A terms aggregation whose nested terms (if any) can be counted in one pass, outermost first. */
  chain?: TermsLevel[];
}

/** A terms level simple enough to be fused with its nested terms: dictionary field, ordered by _count/_key. */
export interface TermsLevel {
  name: string;
  column: DictColumn;
  size: number;
  order: OrderKey[];
  minDocCount: number;
}

/** A terms bucket's key part: booleans as 1/0 with key_as_string, dates as epoch ms with an ISO string. */
export function bucketHead(column: Column, key: DictValue): JsonObject {
  if (typeof key === 'boolean') return { key: key ? 1 : 0, key_as_string: String(key) };
  const out = outputValue(column, key) as Json;
  return isDate(column) ? { key: out, key_as_string: new Date(out as number).toISOString() } : { key: out };
}

/** Runs sub-aggregations into a bucket object. */
export function runSubs(subs: Agg[], rows: Uint32Array, ctx: RunContext, bucket: JsonObject): JsonObject {
  for (const sub of subs) bucket[sub.name] = sub.run(rows, ctx);
  return bucket;
}

export function countBuckets(ctx: RunContext, n: number, name: string): void {
  ctx.buckets += n;
  if (ctx.buckets > MAX_BUCKETS)
    fail(`Too many buckets: the request would create more than ${MAX_BUCKETS} (limit reached in "${name}")`);
}

export interface OrderKey {
  by: string;
  desc: boolean;
}

/** {"_count": "desc"}, {"_key": "asc"}, {"<metric sub-agg>": "desc"} or an array; ties fall back to _key asc. */
export function compileOrder(json: unknown, subs: Agg[], where: string, fallback: OrderKey[]): OrderKey[] {
  const list = json === undefined ? [] : Array.isArray(json) ? json : [json];
  const keys = list.map((item): OrderKey => {
    if (!isObject(item) || Object.keys(item).length !== 1) fail(`Malformed order in ${where}`);
    const [rawBy, dir] = Object.entries(item)[0];
    if (dir !== 'asc' && dir !== 'desc') fail(`Malformed order direction ${JSON.stringify(dir)} in ${where}`);
    const by = rawBy === '_term' ? '_key' : rawBy.replace(/\.value$/, '');
    if (by !== '_count' && by !== '_key') {
      const sub = subs.find((s) => s.name === by);
      if (!sub?.value)
        fail(
          `Invalid order path "${rawBy}" in ${where}: use _count, _key or a single-value metric sub-aggregation`,
        );
    }
    return { by, desc: dir === 'desc' };
  });
  if (keys.length === 0) keys.push(...fallback);
  if (!keys.some((k) => k.by === '_key')) keys.push({ by: '_key', desc: false });
  return keys;
}
