/** Wire types shared by the services and the mock backend (the mock imports types only). */

/** The response envelope of every backend call (01-platform §7). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The operator codes the generic search engine understands (03-community-analytics §3 "Filter operators"). */
export const QUERY_OPS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'nin',
  'regex',
  'not_regex',
  'between',
  'exists',
] as const;
export type QueryOp = (typeof QUERY_OPS)[number];

/** One condition: field `k`, operator `op`, value `v`; `uiK` is the operator label the filter builder showed. */
export interface QueryItem {
  k: string;
  op: QueryOp;
  v?: unknown;
  uiK?: string;
}

export type QueryOperator = 'AND' | 'OR';

export interface SearchRequest {
  query?: QueryItem[];
  operator?: QueryOperator;
  /** 0-based page index. */
  page?: number;
  size?: number;
  /** Comma-separated keys, `-` for descending: `-weight,-updated_at`. */
  order?: string;
  /** Projection: an array or a comma-separated list of dotted keys. */
  fields?: string[] | string;
}

export interface SearchResult<T> {
  results: T[];
  total: number;
}

/** A named saved filter (03-community-analytics §3). */
export interface SavedFilter {
  id: string;
  name: string;
  filter: { operator: QueryOperator; query: QueryItem[] };
  created_at?: number;
  updated_at?: number;
}

export interface SavedFilterInput {
  id?: string;
  name: string;
  filter: { operator: QueryOperator; query: QueryItem[] };
}

/** The signed-in operator as the session calls answer it. */
export interface Operator {
  id: string;
  email: string;
  name: string;
  privileges: string[];
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface UploadResult {
  url: string;
  name?: string;
  size?: number;
  type?: string;
}

/** Common record fields (01-platform §3). */
export interface RecordMeta {
  id: string;
  created_at: number;
  updated_at: number;
  created_by?: string;
  updated_by?: string;
}

/** A sign-in the mock backend offers for demos; a real backend has none. */
export interface DemoAccount {
  email: string;
  password: string;
  /** Message key of the role's description, e.g. `login.demo.role.admin`. */
  roleKey: string;
}
