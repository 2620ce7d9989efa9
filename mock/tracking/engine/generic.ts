/**
 * The generic search form on /mini_tracking/search (03-community-analytics §3 "Saved filter", "Filter operators";
 * the 'user' tab's event list and filter panel): {query: [{k, op, v}], operator, page, size, order, fields}, items
 * also accepted in the tracking variant {key, operation, value}. It is translated to the DSL and answered as
 * {results, total}, each result being the event's _source plus its `id`.
 */
import type { Json, JsonObject } from '../types';
import type { TrackingStore } from '../store';
import { expectInt, fail, isObject, type Obj } from './errors';
import { search } from './search';

/** One condition to a DSL clause; `negate` means it goes to must_not. */
function clause(item: Obj, index: number): { clause: JsonObject; negate: boolean } {
  const k = item.k ?? item.key;
  const op = item.op ?? item.operation;
  const v = (item.v ?? item.value) as Json;
  const where = `query item ${index}`;
  if (typeof k !== 'string' || !k) fail(`Malformed ${where}: missing field "k"`);
  const list = (value: Json) => (Array.isArray(value) ? value : [value]);
  switch (op) {
    case 'eq':
      return { clause: Array.isArray(v) ? { terms: { [k]: v } } : { term: { [k]: v } }, negate: false };
    case 'ne':
      return { clause: Array.isArray(v) ? { terms: { [k]: v } } : { term: { [k]: v } }, negate: true };
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return { clause: { range: { [k]: { [op]: v } } }, negate: false };
    case 'between': {
      if (!Array.isArray(v) || v.length !== 2) fail(`Malformed ${where}: "between" needs [from, to]`);
      return { clause: { range: { [k]: { gte: v[0], lte: v[1] } } }, negate: false };
    }
    case 'in':
      return { clause: { terms: { [k]: list(v) } }, negate: false };
    case 'nin':
      return { clause: { terms: { [k]: list(v) } }, negate: true };
    case 'regex':
    case 'not_regex':
      // The operators are unanchored searches ("contains", "start with" as ^...), the DSL regexp is anchored.
      if (typeof v !== 'string') fail(`Malformed ${where}: "${op}" needs a pattern string`);
      return { clause: { regexp: { [k]: `.*(?:${v}).*` } }, negate: op === 'not_regex' };
    case 'exists':
      return { clause: { exists: { field: k } }, negate: v === false || v === 'false' };
    default:
      return fail(`Unsupported operator ${JSON.stringify(op)} in ${where}`);
  }
}

export function isGenericSearch(body: unknown): boolean {
  return (
    isObject(body) && (Array.isArray(body.query) || 'page' in body || 'operator' in body || 'order' in body)
  );
}

export function genericSearch(store: TrackingStore, body: Obj): { results: JsonObject[]; total: number } {
  const items = body.query === undefined ? [] : body.query;
  if (!Array.isArray(items)) fail('Malformed query: expected a list of conditions');
  const operator = body.operator ?? 'AND';
  if (operator !== 'AND' && operator !== 'OR')
    fail(`Malformed operator ${JSON.stringify(operator)}: use AND or OR`);
  const parts = items.map((item, i) => {
    if (!isObject(item)) fail(`Malformed query item ${i}`);
    return clause(item, i);
  });
  const wrapped = parts.map((p) => (p.negate ? { bool: { must_not: [p.clause] } } : p.clause));
  const query =
    wrapped.length === 0
      ? { match_all: {} }
      : operator === 'AND'
        ? { bool: { filter: wrapped } }
        : { bool: { should: wrapped, minimum_should_match: 1 } };
  const page = body.page === undefined ? 0 : expectInt(body.page, '"page"');
  const size = body.size === undefined ? 20 : expectInt(body.size, '"size"', 0, 10_000);
  const sort = (typeof body.order === 'string' && body.order ? body.order.split(',') : ['-created_at']).map(
    (key) => (key.startsWith('-') ? { [key.slice(1)]: 'desc' } : { [key.replace(/^\+/, '')]: 'asc' }),
  );
  const fields = typeof body.fields === 'string' ? body.fields.split(',').filter(Boolean) : body.fields;
  const response = search(store, {
    query,
    size,
    from: page * size,
    sort,
    ...(fields !== undefined && (!Array.isArray(fields) || fields.length) ? { _source: fields } : {}),
  });
  return {
    results: response.hits.hits.map((hit) => ({ id: hit._id, ...hit._source })),
    total: response.hits.total?.value ?? 0,
  };
}
