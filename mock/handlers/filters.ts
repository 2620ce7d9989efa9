/**
 * Saved filters of any list: `{base}/filter` (03-community-analytics §3, §7). Stored per operator, not per
 * session, so they survive logout and follow the operator to another browser.
 */
import type { HttpHandler } from 'msw';
import type { SavedFilter } from '../../src-services/types';
import { savedFilters, type SavedFilterRecord } from '../db/collections';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { parseOperator, validateQuery } from '../lib/searchEngine';
import { nowSeconds, requireOperator } from '../lib/session';
import { optionalString, requireObject } from '../lib/validate';

const toSavedFilter = ({ id, name, filter, created_at, updated_at }: SavedFilterRecord): SavedFilter => ({
  id,
  name,
  filter,
  created_at,
  updated_at,
});

/**
 * 03 §3: the tracking service keeps its items as `{key, ui-key, operation, value}`; every other list as
 * `{k, uiK, op, v}`. Either is checked by the search engine's rules and stored as it came.
 */
function asGenericItems(base: string, query: unknown[]): unknown[] {
  if (!base.endsWith('/mini_tracking')) return query;
  return query.map((item, index) => {
    const { key, operation, value } = (item ?? {}) as Record<string, unknown>;
    if (typeof key !== 'string' || typeof operation !== 'string')
      throw badRequest(`Filter item ${index + 1} needs "key" and "operation"`);
    return { k: key, op: operation, v: value };
  });
}

/** `/api/v1/coupon-center/coupon/filter[/id]` -> `/api/v1/coupon-center/coupon`. */
const baseOf = (url: URL): string => url.pathname.replace(/\/filter(\/[^/]*)?\/?$/, '');

function findOwn(id: string, operatorId: string, base: string): SavedFilterRecord {
  const record = savedFilters().get(id);
  if (!record || record.operator_id !== operatorId || record.base !== base)
    throw notFound('Filter not found');
  return record;
}

export function filterHandlers(): HttpHandler[] {
  return [
    endpoint('get', '/api/*/filter', (context) => {
      const operator = requireOperator(context);
      const base = baseOf(context.url);
      const own = savedFilters().find((record) => record.operator_id === operator.id && record.base === base);
      return ok(own.sort((a, b) => b.seq - a.seq).map(toSavedFilter));
    }),

    endpoint('post', '/api/*/filter', async (context) => {
      const operator = requireOperator(context);
      const body = await readJsonObject(context.request);
      const id = optionalString(body, 'id');
      const name = optionalString(body, 'name')?.trim();
      if (!name) throw badRequest('Filter name is required');
      const filter = requireObject(body, 'filter');
      const operatorName = parseOperator(filter.operator);
      if (!Array.isArray(filter.query)) throw badRequest('Field "filter.query" must be an array');
      const base = baseOf(context.url);
      validateQuery(asGenericItems(base, filter.query), operatorName);
      const value = { operator: operatorName, query: structuredClone(filter.query) } as SavedFilter['filter'];
      const now = nowSeconds();
      if (id) {
        findOwn(id, operator.id, base);
        const updated = savedFilters().update(id, { name, filter: value, updated_at: now });
        return ok(toSavedFilter(updated as SavedFilterRecord));
      }
      const seq =
        savedFilters()
          .all()
          .reduce((max, record) => Math.max(max, record.seq), 0) + 1;
      const created = savedFilters().insert({
        name,
        filter: value,
        operator_id: operator.id,
        base,
        created_at: now,
        updated_at: now,
        seq,
      });
      return ok(toSavedFilter(created));
    }),

    endpoint('delete', '/api/*/filter/:id', (context) => {
      const operator = requireOperator(context);
      const record = findOwn(context.params.id, operator.id, baseOf(context.url));
      savedFilters().remove(record.id);
      return ok(null);
    }),
  ];
}
