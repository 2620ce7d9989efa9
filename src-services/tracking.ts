/**
 * The tracking service (03-community-analytics §7 "Tracking analytics"): the Elasticsearch-style aggregation
 * call the spec names AggregateTrackingEvent, the event search of the 'user' tab (as a list: trackingEvents.ts)
 * and customers.
 */
import { get, post, type CallOptions } from './request';
import {
  anything,
  arrayOf,
  number,
  object,
  optional,
  recordOf,
  searchResultOf,
  string,
  type Shape,
} from './shape';
import type { SearchRequest, SearchResult } from './types';

const BASE = '/api/v1/mini_tracking';

/** One bucket of a terms or date_histogram aggregation, with its sub-aggregations under their names. */
export interface EsBucket {
  key: string | number;
  key_as_string?: string;
  doc_count: number;
  [subAggregation: string]: unknown;
}

export interface EsBucketAggregation {
  buckets: EsBucket[];
}

export interface EsValueAggregation {
  value: number;
}

export interface EsHit<S = Record<string, unknown>> {
  _id: string;
  _source?: S;
}

/**
 * The answer of AggregateTrackingEvent, read by its buckets with raw hits under `_hits` (03 §7); Elasticsearch's
 * own `hits.hits` is read too, where a service forwards its answer unchanged (SPEC-DECISIONS "Analytics raw hits").
 * The total of matched events, when answered, is Elasticsearch's `hits.total`.
 */
export interface EsAggregateResponse<S = Record<string, unknown>> {
  hits?: { total?: { value: number }; hits?: EsHit<S>[] };
  _hits?: EsHit<S>[];
  aggregations?: Record<string, unknown>;
}

/** The request body of AggregateTrackingEvent: the Elasticsearch search DSL subset of 03 §7. */
export interface EsSearchBody {
  query: Record<string, unknown>;
  aggs?: Record<string, unknown>;
  size: number;
  from?: number;
  sort?: unknown;
  _source?: string[] | boolean;
}

/** A tracking event as the event list shows it: the stored `_source` plus its id. */
export interface TrackingEventRow {
  id: string;
  created_at: number;
  type?: string;
  scope?: { route?: string; options?: Record<string, string | number | boolean> };
  system_info?: { platform?: string; brand?: string; model?: string };
  network?: { networkType?: string };
  ip?: { province?: string; city?: string };
  launch_option?: { scene?: number };
  customer?: { mini_profile?: { openid?: string; nickname?: string; avatar_url?: string } };
}

/** GET /api/v1/customers/{id}: id or openid. */
export interface TrackingCustomer {
  id: string;
  openid: string;
  mini_profile: { openid: string; nickname: string; avatar_url: string };
}

/** The event list takes the generic search form, or the DSL when its conditions cannot be written in it. */
export type EventSearchBody = SearchRequest | EsSearchBody;

const hitShape = object({ _id: string, _source: optional(recordOf(anything)) });

/** Raw hits under `_hits` or `hits.hits`, and the aggregations; each tab's parser reads its own buckets. */
const aggregateShape: Shape<EsAggregateResponse> = object({
  hits: optional(object({ total: optional(object({ value: number })), hits: optional(arrayOf(hitShape)) })),
  _hits: optional(arrayOf(hitShape)),
  aggregations: optional(recordOf(anything)),
});

const eventRowShape: Shape<TrackingEventRow> = object({ id: string, created_at: number });

/** The DSL form answers hits: each becomes a row of its `_source` and `_id`, so the source needs the time. */
const eventHitsShape = object({
  hits: object({
    total: optional(object({ value: number })),
    hits: arrayOf(object({ _id: string, _source: object({ created_at: number }) })),
  }),
});

const customerShape: Shape<TrackingCustomer> = object({
  id: string,
  openid: string,
  mini_profile: object({ openid: string, nickname: string, avatar_url: string }),
});

function isDsl(body: EventSearchBody): body is EsSearchBody {
  return typeof (body as EsSearchBody).query === 'object' && !Array.isArray(body.query);
}

export const trackingService = {
  /** `S` names what the hits' `_source` holds for this query (the shape checks that it is an object). */
  aggregate: <S = Record<string, unknown>>(body: EsSearchBody, options?: CallOptions) =>
    post(`${BASE}/aggregate`, body, aggregateShape, options) as Promise<EsAggregateResponse<S>>,

  /** Both forms answer `{results, total}` here: DSL hits are read as the generic form reads them. */
  searchEvents: async (
    body: EventSearchBody,
    options?: CallOptions,
  ): Promise<SearchResult<TrackingEventRow>> => {
    if (!isDsl(body)) return post(`${BASE}/search`, body, searchResultOf(eventRowShape), options);
    const answer = await post(`${BASE}/search`, body, eventHitsShape, options);
    const results = answer.hits.hits.map((hit): TrackingEventRow => ({ ...hit._source, id: hit._id }));
    return { results, total: answer.hits.total?.value ?? 0 };
  },

  customer: (id: string, options?: CallOptions) =>
    get(`/api/v1/customers/${encodeURIComponent(id)}`, customerShape, options),
};

export type TrackingService = typeof trackingService;
