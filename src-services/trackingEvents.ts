/**
 * The tracking events as a list (03-community-analytics §2.5 'user' tab). The generic search form joins every
 * condition with one operator, so the scope (range, event type, page) rides along only under AND; conditions
 * joined with OR go as the Elasticsearch DSL, the scope still required around them. The tracking service keeps
 * saved filters in its own wire shape (03 §3: key, ui-key, operation, value), mapped here.
 */
import type { ListSearchRequest, ListService, SavedFilterPort } from './listService';
import { del, get, post } from './request';
import { anything, arrayOf, number, object, oneOf, optional, string, type Shape } from './shape';
import { trackingService, type EventSearchBody, type TrackingEventRow } from './tracking';
import {
  QUERY_OPS,
  type QueryItem,
  type QueryOperator,
  type SavedFilter,
  type SavedFilterInput,
  type SearchResult,
} from './types';

const BASE = '/api/v1/mini_tracking';

type Clause = Record<string, unknown>;

/** One generic condition as a DSL clause, negated ones marked. */
export function conditionClause({ k, op, v }: QueryItem): { clause: Clause; negate: boolean } {
  switch (op) {
    case 'eq':
    case 'ne':
      return { clause: { term: { [k]: v } }, negate: op === 'ne' };
    case 'in':
    case 'nin':
      return { clause: { terms: { [k]: Array.isArray(v) ? v : [v] } }, negate: op === 'nin' };
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return { clause: { range: { [k]: { [op]: v } } }, negate: false };
    case 'between': {
      const [gte, lte] = v as [unknown, unknown];
      return { clause: { range: { [k]: { gte, lte } } }, negate: false };
    }
    case 'regex':
    case 'not_regex':
      // The generic operators search anywhere in the value; the DSL's regexp is anchored.
      return { clause: { regexp: { [k]: `.*(?:${String(v)}).*` } }, negate: op === 'not_regex' };
    case 'exists':
      return { clause: { exists: { field: k } }, negate: v === false };
  }
}

const asClause = (item: QueryItem): Clause => {
  const { clause, negate } = conditionClause(item);
  return negate ? { bool: { must_not: [clause] } } : clause;
};

/** Conditions joined with AND or OR, as one DSL clause (the filter panel's conditions). */
export function conditionsClause(query: readonly QueryItem[], operator: QueryOperator): Clause {
  return operator === 'OR'
    ? { bool: { should: query.map(asClause), minimum_should_match: 1 } }
    : { bool: { filter: query.map(asClause) } };
}

/** The search body for a page of events: the generic form when it can say it, else the DSL. */
export function eventSearchBody(request: ListSearchRequest): EventSearchBody {
  const { scope = [], page = 0, size = 20 } = request;
  const query = (request.query ?? []).map(({ k, op, v }) => ({ k, op, v }));
  if (request.operator !== 'OR' || query.length === 0) {
    return { query: [...scope, ...query], operator: 'AND', page, size, order: '-created_at' };
  }
  return {
    size,
    from: page * size,
    sort: [{ created_at: 'desc' }],
    query: {
      bool: {
        filter: [...scope.map(asClause), conditionsClause(query, 'OR')],
      },
    },
  };
}

/** 03 §3: a tracking saved filter's query item. */
export interface TrackingFilterItem {
  key: string;
  'ui-key'?: string;
  operation: QueryItem['op'];
  value?: unknown;
}

export interface TrackingSavedFilter {
  id: string;
  name: string;
  filter: { operator: QueryOperator; query: TrackingFilterItem[] };
  created_at?: number;
  updated_at?: number;
}

const trackingFilterShape: Shape<TrackingSavedFilter> = object({
  id: string,
  name: string,
  filter: object({
    operator: oneOf('AND', 'OR'),
    query: arrayOf(object({ key: string, operation: oneOf(...QUERY_OPS), value: anything })),
  }),
  created_at: optional(number),
  updated_at: optional(number),
});

const toWire = ({ k, uiK, op, v }: QueryItem): TrackingFilterItem => ({
  key: k,
  ...(uiK ? { 'ui-key': uiK } : {}),
  operation: op,
  value: v,
});

const fromWire = (item: TrackingFilterItem): QueryItem => ({
  k: item.key,
  op: item.operation,
  v: item.value,
  ...(item['ui-key'] ? { uiK: item['ui-key'] } : {}),
});

const fromWireFilter = (filter: TrackingSavedFilter): SavedFilter => ({
  ...filter,
  filter: { operator: filter.filter.operator, query: filter.filter.query.map(fromWire) },
});

const trackingFilters: SavedFilterPort = {
  list: async (options) =>
    (await get(`${BASE}/filter`, arrayOf(trackingFilterShape), options)).map(fromWireFilter),
  save: async (input: SavedFilterInput, options) => {
    const body = {
      ...input,
      filter: { operator: input.filter.operator, query: input.filter.query.map(toWire) },
    };
    return fromWireFilter(await post(`${BASE}/filter`, body, trackingFilterShape, options));
  },
  remove: (id, options) => del(`${BASE}/filter/${encodeURIComponent(id)}`, anything, options),
};

export const trackingEventListService: ListService<TrackingEventRow> = {
  search: (request, options): Promise<SearchResult<TrackingEventRow>> =>
    trackingService.searchEvents(eventSearchBody(request), options),
  filters: trackingFilters,
  nestsScope: true,
};
