/**
 * A list's query as a search request, and as the URL query string that keeps it across a reload, the back
 * button and a copied link (hash routes: `#/coupon/list?page=2&order=-title&filter=...`).
 */
import type { ListSearchRequest } from 'src-services/listService';
import { QUERY_OPS, type QueryItem, type QueryOperator } from 'src-services/types';
import type { ListQuery } from './types';

export const DEFAULT_PAGE_SIZE = 20;

/** The search for a list query: the list's fixed conditions and the page's scope together form the scope. */
export function toListSearch(query: ListQuery, fixed: readonly QueryItem[] = []): ListSearchRequest {
  return {
    scope: [...fixed, ...query.scope],
    query: query.query.map(({ k, op, v }) => ({ k, op, v })),
    operator: query.operator,
    page: query.page,
    size: query.size,
    order: query.order,
  };
}

/** The URL's part of the list state: what the operator chose (the page size is the list's own). */
export interface ListUrlState {
  query: QueryItem[];
  operator: QueryOperator;
  page: number;
  order: string;
}

const isOp = (value: unknown): value is QueryItem['op'] =>
  typeof value === 'string' && (QUERY_OPS as readonly string[]).includes(value);

function parseConditions(text: string | null): Pick<ListUrlState, 'query' | 'operator'> | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { operator?: unknown; query?: unknown };
    if (!Array.isArray(parsed.query)) return null;
    const query = parsed.query.filter(
      (item): item is QueryItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as QueryItem).k === 'string' &&
        isOp((item as QueryItem).op),
    );
    return { query, operator: parsed.operator === 'OR' ? 'OR' : 'AND' };
  } catch {
    // A hand-edited or truncated link: show the list unfiltered rather than fail.
    return null;
  }
}

const sameConditions = (a: readonly QueryItem[], b: readonly QueryItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Reads `page` (1-based), `order` and `filter` from the URL; anything missing or broken takes the default. A
 * list with default conditions (`defaultQuery`: the club members' valid and not quit) starts with them.
 */
export function readListUrl(
  params: URLSearchParams,
  defaultOrder: string,
  defaultQuery: readonly QueryItem[] = [],
): ListUrlState {
  const page = Number(params.get('page'));
  const conditions = parseConditions(params.get('filter'));
  return {
    query: conditions?.query ?? [...defaultQuery],
    operator: conditions?.operator ?? 'AND',
    page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
    order: params.get('order') || defaultOrder,
  };
}

/**
 * The URL query string for a list state; defaults are left out so a plain list has a plain URL. Conditions other
 * than the default ones are written, none included when the list has defaults (the operator removed them).
 */
export function writeListUrl(
  state: ListUrlState,
  defaultOrder: string,
  keep?: URLSearchParams,
  defaultQuery: readonly QueryItem[] = [],
): URLSearchParams {
  const params = new URLSearchParams(keep);
  params.delete('page');
  params.delete('order');
  params.delete('filter');
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.order && state.order !== defaultOrder) params.set('order', state.order);
  const isDefault =
    sameConditions(state.query, defaultQuery) && (state.query.length === 0 || state.operator === 'AND');
  if (!isDefault) params.set('filter', JSON.stringify({ operator: state.operator, query: state.query }));
  return params;
}

/** The search a list state asks for within a page's scope: the list container's, and a route's first search. */
export function searchOfListState(state: ListUrlState, scope: QueryItem[]): Partial<ListQuery> {
  return { scope, query: state.query, operator: state.operator, page: state.page, order: state.order };
}

/** True when the store already shows what the URL asks for (no new search needed). */
export function sameListState(a: ListUrlState, b: ListUrlState): boolean {
  return (
    a.page === b.page &&
    a.order === b.order &&
    a.operator === b.operator &&
    JSON.stringify(a.query) === JSON.stringify(b.query)
  );
}
