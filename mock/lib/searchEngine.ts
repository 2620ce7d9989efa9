/**
 * The generic search every list endpoint uses (03-community-analytics §3 "Filter operators", 01-platform §7):
 * query items `{k, op, v}` over dotted keys, AND/OR, multi-key order, 0-based paging and a field projection.
 * Pure: no msw, no db. Bad input throws MockError(400) naming what is wrong.
 */
import type { QueryOp, QueryOperator, SearchResult } from '../../src-services/types';
import { badRequest } from './errors';
import { isPlainObject } from './body';

/**
 * The rows a search that names no size gets: 03 §9's fallback of 30. The product's tables always send their 20
 * (01 §9, 02 §9), so only a caller that leaves `size` out sees it.
 */
export const FALLBACK_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100_000_000;

type Predicate = (record: unknown) => boolean;
type Values = unknown[];

/**
 * All leaf values under a dotted key. Arrays met on the way are walked element by element (so `tags.id`
 * reaches every tag's id) and an array at the end gives its elements: a condition on an array field holds
 * when it holds for any element, as in Elasticsearch and MongoDB.
 */
export function valuesAt(record: unknown, key: string): Values {
  let current: unknown[] = [record];
  for (const part of key.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (isPlainObject(item) && part in item) next.push(item[part]);
      }
    }
    current = next;
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

/** The single value under a dotted key (first one when arrays are on the way), used for ordering. */
export function valueAt(record: unknown, key: string): unknown {
  return valuesAt(record, key)[0];
}

const NUMERIC = /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/;

/**
 * Filter builders send what the user typed: `"1000"` for a number field, `"true"` for a boolean. Values are
 * compared after bringing the query value to the record value's type when that is unambiguous.
 */
function coerce(recordValue: unknown, queryValue: unknown): unknown {
  if (typeof recordValue === 'number' && typeof queryValue === 'string' && NUMERIC.test(queryValue)) {
    return Number(queryValue);
  }
  if (typeof recordValue === 'string' && typeof queryValue === 'number') return String(queryValue);
  if (typeof recordValue === 'boolean' && (queryValue === 'true' || queryValue === 'false')) {
    return queryValue === 'true';
  }
  return queryValue;
}

function equals(recordValue: unknown, queryValue: unknown): boolean {
  return recordValue === coerce(recordValue, queryValue);
}

/** Sign of `recordValue - queryValue`, or NaN when the two cannot be ordered. */
function compare(recordValue: unknown, queryValue: unknown): number {
  const other = coerce(recordValue, queryValue);
  if (typeof recordValue === 'number' && typeof other === 'number') return Math.sign(recordValue - other);
  if (typeof recordValue === 'string' && typeof other === 'string') {
    return recordValue < other ? -1 : recordValue > other ? 1 : 0;
  }
  return NaN;
}

const present = (value: unknown): boolean => value !== undefined && value !== null;

function eqMatches(values: Values, v: unknown): boolean {
  if (!present(v)) return !values.some(present);
  return values.some((value) => equals(value, v));
}

function inMatches(values: Values, list: unknown[]): boolean {
  return list.some((v) => eqMatches(values, v));
}

function compileRegex(v: unknown, where: string): RegExp {
  if (typeof v !== 'string') throw badRequest(`Field "${where}.v" must be a regex string`);
  try {
    return new RegExp(v, 'i');
  } catch (error) {
    throw badRequest(`Invalid regex in ${where}: ${(error as Error).message}`);
  }
}

function testRegex(values: Values, regex: RegExp): boolean {
  return values.some(
    (value) => (typeof value === 'string' || typeof value === 'number') && regex.test(String(value)),
  );
}

function rangeCheck(test: (sign: number) => boolean) {
  return (values: Values, v: unknown) => values.some((value) => present(value) && test(compare(value, v)));
}

function listValue(v: unknown, op: string, where: string): unknown[] {
  if (!Array.isArray(v)) throw badRequest(`Field "${where}.v" must be an array for ${op}`);
  return v;
}

type Builder = (v: unknown, where: string) => (values: Values) => boolean;

/** One builder per operator; the Record type makes the compiler check that every QueryOp is handled. */
const BUILDERS: Record<QueryOp, Builder> = {
  eq: (v) => (values) => eqMatches(values, v),
  ne: (v) => (values) => !eqMatches(values, v),
  gt: (v) => (values) => rangeCheck((s) => s > 0)(values, v),
  gte: (v) => (values) => rangeCheck((s) => s >= 0)(values, v),
  lt: (v) => (values) => rangeCheck((s) => s < 0)(values, v),
  lte: (v) => (values) => rangeCheck((s) => s <= 0)(values, v),
  in: (v, where) => {
    const list = listValue(v, 'in', where);
    return (values) => inMatches(values, list);
  },
  nin: (v, where) => {
    const list = listValue(v, 'nin', where);
    return (values) => !inMatches(values, list);
  },
  regex: (v, where) => {
    const regex = compileRegex(v, where);
    return (values) => testRegex(values, regex);
  },
  not_regex: (v, where) => {
    const regex = compileRegex(v, where);
    return (values) => !testRegex(values, regex);
  },
  between: (v, where) => {
    if (!Array.isArray(v) || v.length !== 2) {
      throw badRequest(`Field "${where}.v" must be [min, max] for between`);
    }
    const [min, max] = v as [unknown, unknown];
    // A null bound leaves that side open, which is what a half-filled date range sends.
    return (values) =>
      values.some(
        (value) =>
          present(value) &&
          (!present(min) || compare(value, min) >= 0) &&
          (!present(max) || compare(value, max) <= 0),
      );
  },
  exists: (v, where) => {
    if (typeof v !== 'boolean') throw badRequest(`Field "${where}.v" must be a boolean for exists`);
    return (values) => values.some(present) === v;
  },
};

export const SUPPORTED_OPS = Object.keys(BUILDERS) as QueryOp[];

function isQueryOp(op: string): op is QueryOp {
  return Object.prototype.hasOwnProperty.call(BUILDERS, op);
}

function compileItem(item: unknown, index: number): Predicate {
  const where = `query[${index}]`;
  if (!isPlainObject(item)) throw badRequest(`Field "${where}" must be an object with k, op and v`);
  const { k, op, v } = item;
  if (typeof k !== 'string' || k.trim() === '')
    throw badRequest(`Field "${where}.k" must be a non-empty string`);
  if (typeof op !== 'string') throw badRequest(`Field "${where}.op" must be a string`);
  if (!isQueryOp(op)) {
    throw badRequest(`Unknown query op "${op}" in ${where}; expected one of ${SUPPORTED_OPS.join(', ')}`);
  }
  const key = k.trim();
  const test = BUILDERS[op](v, where);
  return (record) => test(valuesAt(record, key));
}

export function parseOperator(operator: unknown): QueryOperator {
  if (operator === undefined || operator === null) return 'AND';
  if (operator === 'AND' || operator === 'OR') return operator;
  throw badRequest(`Field "operator" must be AND or OR, got ${JSON.stringify(operator)}`);
}

/** Compiles `query` + `operator` into one predicate; throws MockError(400) on anything malformed. */
export function compileQuery(query: unknown, operator?: unknown): Predicate {
  const joiner = parseOperator(operator);
  if (query === undefined || query === null) return () => true;
  if (!Array.isArray(query)) throw badRequest('Field "query" must be an array');
  const tests = query.map(compileItem);
  if (tests.length === 0) return () => true;
  return joiner === 'AND'
    ? (record) => tests.every((test) => test(record))
    : (record) => tests.some((test) => test(record));
}

/** Validation only, for callers that store a query (saved filters) rather than run it. */
export function validateQuery(query: unknown, operator?: unknown): void {
  compileQuery(query, operator);
}

interface OrderKey {
  key: string;
  descending: boolean;
}

export function parseOrder(order: unknown): OrderKey[] {
  if (order === undefined || order === null) return [];
  if (typeof order !== 'string') throw badRequest('Field "order" must be a comma-separated string');
  return order
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '-' && part !== '+')
    .map((part) =>
      part.startsWith('-')
        ? { key: part.slice(1).trim(), descending: true }
        : { key: part.replace(/^\+/, '').trim(), descending: false },
    );
}

const TYPE_RANK: Record<string, number> = { boolean: 0, number: 1, string: 2 };

function compareForOrder(a: unknown, b: unknown): number {
  const rankA = TYPE_RANK[typeof a] ?? 3;
  const rankB = TYPE_RANK[typeof b] ?? 3;
  if (rankA !== rankB) return rankA - rankB;
  if (rankA === 3) return 0;
  const x = a as number | string | boolean;
  const y = b as number | string | boolean;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Stable multi-key sort; records missing a key go last whatever the direction. */
export function sortRecords<T>(records: readonly T[], keys: OrderKey[]): T[] {
  if (keys.length === 0) return records.slice();
  const decorated = records.map((record, index) => ({
    record,
    index,
    values: keys.map(({ key }) => valueAt(record, key)),
  }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const x = a.values[i];
      const y = b.values[i];
      if (!present(x) || !present(y)) {
        if (present(x) !== present(y)) return present(x) ? -1 : 1;
        continue;
      }
      const sign = compareForOrder(x, y);
      if (sign !== 0) return keys[i].descending ? -sign : sign;
    }
    return a.index - b.index;
  });
  return decorated.map((entry) => entry.record);
}

function nonNegativeInteger(
  value: unknown,
  field: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? 'a non-negative integer' : `an integer from 0 to ${max}`;
    throw badRequest(`Field "${field}" must be ${range}`);
  }
  return value;
}

export function parseFields(fields: unknown): string[] | null {
  if (fields === undefined || fields === null) return null;
  const list = typeof fields === 'string' ? fields.split(',') : fields;
  if (!Array.isArray(list) || list.some((field) => typeof field !== 'string')) {
    throw badRequest('Field "fields" must be an array of strings or a comma-separated string');
  }
  const keys = (list as string[]).map((field) => field.trim()).filter(Boolean);
  return keys.length === 0 ? null : keys;
}

function copyPath(source: Record<string, unknown>, target: Record<string, unknown>, path: string[]): void {
  const [head, ...rest] = path;
  if (!(head in source)) return;
  const value = source[head];
  if (target[head] === value) return; // already copied whole by a shorter key
  if (rest.length === 0) {
    target[head] = value;
  } else if (Array.isArray(value)) {
    const existing = target[head];
    const out: unknown[] = Array.isArray(existing)
      ? existing
      : value.map((item) => (isPlainObject(item) ? {} : item));
    value.forEach((item, i) => {
      const slot = out[i];
      if (isPlainObject(item) && isPlainObject(slot)) copyPath(item, slot, rest);
    });
    target[head] = out;
  } else if (isPlainObject(value)) {
    const existing = target[head];
    const out = isPlainObject(existing) ? existing : {};
    copyPath(value, out, rest);
    target[head] = out;
  }
}

/** Keeps only the listed dotted keys (and always `id`), building fresh objects: the record is untouched. */
export function project<T>(record: T, fields: string[]): Partial<T> {
  if (!isPlainObject(record)) return record;
  const out: Record<string, unknown> = {};
  for (const field of ['id', ...fields]) copyPath(record, out, field.split('.'));
  return out as Partial<T>;
}

export interface ParsedSearch {
  predicate: Predicate;
  order: OrderKey[];
  page: number;
  size: number;
  fields: string[] | null;
}

export interface SearchOptions {
  /** Used when the request names no order, e.g. `-updated_at`. */
  defaultOrder?: string;
}

export function parseSearchRequest(body: unknown, options: SearchOptions = {}): ParsedSearch {
  const request = body === undefined || body === null ? {} : body;
  if (!isPlainObject(request)) throw badRequest('Body must be a JSON object');
  const order = request.order === undefined || request.order === '' ? options.defaultOrder : request.order;
  return {
    predicate: compileQuery(request.query, request.operator),
    order: parseOrder(order),
    page: nonNegativeInteger(request.page, 'page', 0),
    size: nonNegativeInteger(request.size, 'size', FALLBACK_PAGE_SIZE, MAX_PAGE_SIZE),
    fields: parseFields(request.fields),
  };
}

/** Filters and sorts every record, then cuts the requested page; `total` counts all matches. */
export function runSearch<T>(records: readonly T[], parsed: ParsedSearch): { page: T[]; total: number } {
  const matched = sortRecords(
    records.filter((record) => parsed.predicate(record)),
    parsed.order,
  );
  const start = parsed.page * parsed.size;
  return {
    page: start >= matched.length ? [] : matched.slice(start, start + parsed.size),
    total: matched.length,
  };
}

/**
 * Runs a SearchRequest over records. Without `fields` the results are the records themselves (callers
 * serialize them right away; do not mutate them).
 */
export function search<T>(
  records: readonly T[],
  body: unknown,
  options: SearchOptions = {},
): SearchResult<Partial<T>> {
  const parsed = parseSearchRequest(body, options);
  const { page, total } = runSearch(records, parsed);
  const { fields } = parsed;
  return { results: fields ? page.map((record) => project(record, fields)) : page, total };
}
