/**
 * How a service describes one server-searched list, once (ARCHITECTURE.md §4): search, and where it has them
 * save, remove, the export URL and the saved filters. Paths follow the request client's prefix rule, so no
 * model or page holds an HTTP path.
 */
import { apiPath, del, get, post, type CallOptions } from './request';
import {
  anything,
  arrayOf,
  number,
  object,
  oneOf,
  optional,
  searchResultOf,
  string,
  type Shape,
} from './shape';
import {
  QUERY_OPS,
  type QueryItem,
  type SavedFilter,
  type SavedFilterInput,
  type SearchRequest,
  type SearchResult,
} from './types';

/** A list search: the spec's request plus the page's scope, conditions that must always hold. */
export interface ListSearchRequest extends SearchRequest {
  scope: QueryItem[];
}

/** Saved filters of one list, wherever and in whatever wire shape the service keeps them. */
export interface SavedFilterPort {
  list: (options: CallOptions) => Promise<SavedFilter[]>;
  save: (input: SavedFilterInput, options: CallOptions) => Promise<SavedFilter>;
  remove: (id: string, options: CallOptions) => Promise<unknown>;
}

export interface ListService<T, S = T> {
  search: (request: ListSearchRequest, options: CallOptions) => Promise<SearchResult<T>>;
  save?: (item: S, options: CallOptions) => Promise<T>;
  remove?: (id: string, options: CallOptions) => Promise<unknown>;
  /** The search URL the download service runs; no export without it. */
  exportUrl?: string;
  filters?: SavedFilterPort;
  /**
   * Whether the search keeps the scope around conditions joined with OR. The generic search form has no
   * nesting, so a scoped list on it combines with AND only.
   */
  nestsScope: boolean;
}

const queryItemShape: Shape<QueryItem> = object({ k: string, op: oneOf(...QUERY_OPS), v: anything });

const savedFilterShape: Shape<SavedFilter> = object({
  id: string,
  name: string,
  filter: object({ operator: oneOf('AND', 'OR'), query: arrayOf(queryItemShape) }),
  created_at: optional(number),
  updated_at: optional(number),
});

/** `{base}/filter`: the generic saved filters of 03-community-analytics §7. */
export function savedFiltersAt(base: string): SavedFilterPort {
  const path = `${apiPath(base).replace(/\/+$/, '')}/filter`;
  return {
    list: (options) => get(path, arrayOf(savedFilterShape), options),
    save: (input, options) => post(path, input, savedFilterShape, options),
    remove: (id, options) => del(`${path}/${encodeURIComponent(id)}`, anything, options),
  };
}

/**
 * The generic search form flattens the scope into the conditions; with a scope they must all hold (AND).
 * `fields` and anything else of the request pass through.
 */
export function flatSearchRequest({ scope = [], ...request }: ListSearchRequest): SearchRequest {
  const query = [...scope, ...(request.query ?? [])].map(({ k, op, v }) => ({ k, op, v }));
  return { ...request, query, operator: scope.length > 0 ? 'AND' : (request.operator ?? 'AND') };
}

interface GenericListSpec<T, S> {
  /** The search call's path, e.g. `/coupon-center/coupon/search`. */
  searchPath: string;
  /** What a row must hold: a page with any other row fails the search (src-services/shape.ts). */
  row: Shape<T>;
  /** Saved filters at `{filterBase}/filter`; none without it. */
  filterBase?: string;
  /** Offer the Excel export of every matching row. */
  exportable?: boolean;
  save?: ListService<T, S>['save'];
  remove?: ListService<T, S>['remove'];
}

/** A list on the generic search engine (`{query, operator, page, size, order}` answering `{results, total}`). */
export function genericListService<T, S = T>(spec: GenericListSpec<T, S>): ListService<T, S> {
  return {
    search: (request, options) =>
      post(spec.searchPath, flatSearchRequest(request), searchResultOf(spec.row), options),
    save: spec.save,
    remove: spec.remove,
    exportUrl: spec.exportable ? apiPath(spec.searchPath) : undefined,
    filters: spec.filterBase ? savedFiltersAt(spec.filterBase) : undefined,
    nestsScope: false,
  };
}
