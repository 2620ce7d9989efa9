/** Shapes of the tracking service (03-community-analytics §3 "Tracking event", "Customer"; §7 "Tracking analytics"). */

/** One tracking event as stored in the index and returned as `_source`. Every field is optional in real data. */
export interface TrackingEvent {
  /** Unix seconds (the project's convention, 01-platform §3). Builders also accept epoch ms or ISO strings. */
  created_at: number | string;
  type?: 'app_on_launch' | 'page_on_show' | string;
  sessionID?: string;
  scope?: { route?: string; options?: Record<string, string | number | boolean> };
  system_info?: {
    model?: string;
    language?: string;
    version?: string;
    system?: string;
    platform?: string;
    brand?: string;
    wifiEnabled?: boolean;
  };
  network?: { networkType?: string };
  ip?: { country?: string; province?: string; city?: string; latitude?: number; longitude?: number };
  location?: { latitude?: number; longitude?: number };
  launch_option?: {
    path?: string;
    scene?: number;
    query?: { from_openid?: string } & Record<string, string | number | boolean | undefined>;
  };
  customer?: { mini_profile?: { openid?: string; nickname?: string; avatar_url?: string } };
  openid?: string;
  unionid?: string;
  /** 1 male, 2 female, 0 unknown. */
  gender?: number;
  city?: string;
  province?: string;
  country?: string;
  language?: string;
  /** Optional document id; generated ids are used when absent. Not part of `_source`. */
  _id?: string;
}

/** GET /api/v1/customers/{id} answer. */
export interface TrackingCustomer {
  id: string;
  openid: string;
  unionid?: string;
  mini_profile: { openid: string; nickname: string; avatar_url: string };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Request body of /aggregate and the ES form of /search. */
export interface EsSearchRequest {
  query?: JsonObject;
  aggs?: JsonObject;
  aggregations?: JsonObject;
  size?: number;
  from?: number;
  sort?: Json;
  _source?: Json;
  fields?: Json;
  track_total_hits?: boolean | number;
}

export interface EsHit {
  _index: string;
  _id: string;
  _score: number | null;
  _source?: JsonObject;
  fields?: Record<string, Json[]>;
  sort?: Json[];
}

export interface EsSearchResponse {
  took: number;
  timed_out: false;
  _shards: { total: number; successful: number; skipped: number; failed: number };
  hits: { total?: { value: number; relation: 'eq' | 'gte' }; max_score: number | null; hits: EsHit[] };
  /** The same array as hits.hits: the dashboard reads raw hits as `_hits` (03 §7). */
  _hits: EsHit[];
  aggregations?: Record<string, JsonObject>;
}
