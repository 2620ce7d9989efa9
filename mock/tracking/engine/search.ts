/**
 * One search request (the body of /aggregate, and of /search in its Elasticsearch form) to Elasticsearch's response
 * shape. Everything is compiled and validated before rows are touched; errors throw QueryError.
 *
 * Choices where Elasticsearch leaves room: hits.total is exact by default (track_total_hits true; a number caps it
 * with relation "gte", false leaves it out); without a sort, hits come in created_at ascending order; `_hits` is the
 * same array as hits.hits (03-community-analytics §7 reads raw hits as `_hits`).
 */
import type { TrackingStore } from '../store';
import type { EsSearchResponse, JsonObject } from '../types';
import { compileAggs } from './aggs';
import type { RunContext } from './common';
import { expectInt, expectObject, fail } from './errors';
import { checkWindow, compileFields, compileSort, compileSource, renderHits, selectRows } from './hits';
import { matchRows } from './evaluate';
import { compileQuery, type QueryNode } from './query';

const REQUEST_KEYS = [
  'query',
  'aggs',
  'aggregations',
  'size',
  'from',
  'sort',
  '_source',
  'fields',
  'track_total_hits',
  'timeout',
  'track_scores',
];

export function search(store: TrackingStore, body: unknown): EsSearchResponse {
  const started = performance.now();
  const request = expectObject(body ?? {}, 'request body');
  for (const key of Object.keys(request))
    if (!REQUEST_KEYS.includes(key)) fail(`Unsupported request parameter "${key}"`);
  if (request.aggs !== undefined && request.aggregations !== undefined)
    fail('Use either "aggs" or "aggregations", not both');
  const query: QueryNode = request.query === undefined ? { t: 'all' } : compileQuery(store, request.query);
  const aggsJson = request.aggs ?? request.aggregations;
  const aggs = aggsJson === undefined ? [] : compileAggs(store, aggsJson);
  const size = request.size === undefined ? 10 : expectInt(request.size, '"size"');
  const from = request.from === undefined ? 0 : expectInt(request.from, '"from"');
  checkWindow(from, size, 'the search request');
  const sort = request.sort === undefined ? [] : compileSort(store, request.sort, 'the search request');
  const source = compileSource(store, request._source);
  const fields = compileFields(store, request.fields);
  const track = request.track_total_hits;
  if (track !== undefined && typeof track !== 'boolean') expectInt(track, '"track_total_hits"');

  const rows = matchRows(store, query);
  const page = size === 0 ? new Uint32Array(0) : selectRows(store, rows, sort, from, size);
  const hits = renderHits(store, page, { sort, source, fields });
  const ctx: RunContext = { store, buckets: 0 };
  const aggregations: Record<string, JsonObject> = {};
  for (const agg of aggs) aggregations[agg.name] = agg.run(rows, ctx);

  const total =
    track === false
      ? undefined
      : typeof track === 'number' && rows.length > track
        ? { value: track, relation: 'gte' as const }
        : { value: rows.length, relation: 'eq' as const };
  const sorted = sort.some((k) => k.kind !== 'score');
  const response: EsSearchResponse = {
    took: Math.round(performance.now() - started),
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: { ...(total && { total }), max_score: hits.length && !sorted ? 1 : null, hits },
    _hits: hits,
  };
  if (aggs.length) response.aggregations = aggregations;
  return response;
}
