/**
 * Aggregations: terms, date_histogram, filter (buckets, any depth of sub-aggregations); cardinality, value_count,
 * min, max, sum, avg, top_hits (metrics). Compiled and validated as a tree before any row is read; each bucket
 * aggregation hands its sub-aggregations the rows of each bucket, in row (= time) order.
 */
import type { TrackingStore } from '../store';
import type { JsonObject } from '../types';
import { type Agg, countBuckets, runSubs } from './common';
import { dateHistogram } from './dateHistogram';
import { expectObject, fail, type Obj } from './errors';
import { queryMask } from './evaluate';
import { cardinalityAgg, statAgg, topHitsAgg, valueCountAgg } from './metrics';
import { compileQuery } from './query';
import { termsAgg } from './terms';

const METRICS = ['cardinality', 'value_count', 'min', 'max', 'sum', 'avg', 'top_hits'];

export function compileAggs(store: TrackingStore, json: unknown, parent?: string): Agg[] {
  const where = parent ? `sub-aggregations of "${parent}"` : 'aggs';
  return Object.entries(expectObject(json, where)).map(([name, def]) => {
    const body = expectObject(def, `aggregation "${name}"`);
    const types = Object.keys(body).filter((k) => k !== 'aggs' && k !== 'aggregations' && k !== 'meta');
    if (types.length !== 1)
      fail(
        `Aggregation "${name}" needs exactly one type, found ${types.length ? types.map((t) => `"${t}"`).join(', ') : 'none'}`,
      );
    const type = types[0];
    if (body.aggs !== undefined && body.aggregations !== undefined)
      fail(`Aggregation "${name}" has both aggs and aggregations`);
    const subJson = body.aggs ?? body.aggregations;
    if (subJson !== undefined && METRICS.includes(type))
      fail(`Aggregation "${name}" of type ${type} cannot have sub-aggregations`);
    const subs = subJson === undefined ? [] : compileAggs(store, subJson, name);
    const agg = compileOne(store, name, type, body[type], subs);
    if (body.meta === undefined) return agg;
    const meta = expectObject(body.meta, `meta of "${name}"`) as JsonObject;
    return { ...agg, chain: undefined, run: (rows, ctx) => ({ meta, ...agg.run(rows, ctx) }) };
  });
}

function compileOne(store: TrackingStore, name: string, type: string, json: unknown, subs: Agg[]): Agg {
  const where = `${type} aggregation "${name}"`;
  const body = expectObject(json, where);
  switch (type) {
    case 'terms':
      return termsAgg(store, name, body, subs);
    case 'date_histogram':
      return dateHistogram(store, name, body, subs);
    case 'filter':
      return filterAgg(store, name, body, subs);
    case 'cardinality':
      return cardinalityAgg(store, name, body);
    case 'value_count':
      return valueCountAgg(store, name, body);
    case 'min':
    case 'max':
    case 'sum':
    case 'avg':
      return statAgg(store, name, type, body);
    case 'top_hits':
      return topHitsAgg(store, name, body);
    default:
      return fail(`Unsupported aggregation "${type}" in "${name}"`);
  }
}

function filterAgg(store: TrackingStore, name: string, body: Obj, subs: Agg[]): Agg {
  const node = compileQuery(store, body);
  let mask: Uint8Array | undefined;
  return {
    name,
    type: 'filter',
    run(rows, ctx) {
      // One mask per request, shared by every bucket this filter runs in.
      mask ??= queryMask(store, node);
      let count = 0;
      for (let i = 0; i < rows.length; i++) count += mask[rows[i]];
      const kept = new Uint32Array(count);
      for (let i = 0, j = 0; i < rows.length; i++) if (mask[rows[i]]) kept[j++] = rows[i];
      countBuckets(ctx, 1, name);
      return runSubs(subs, kept, ctx, { doc_count: count });
    },
  };
}
