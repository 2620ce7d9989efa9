/** Field resolution and value handling shared by queries, aggregations and hits. */
import type { Column, DictColumn, DictValue, NumColumn } from '../columns';
import { toEpochSeconds } from '../dates';
import type { TrackingStore } from '../store';
import { fail } from './errors';

/** A leaf column, or an object path (only `exists` and `_source` accept those). */
export type FieldRef = Column | { kind: 'object'; path: string; columns: Column[] };

export function resolveField(store: TrackingStore, field: unknown, where: string): FieldRef {
  if (typeof field !== 'string' || !field) fail(`Missing or malformed "field" in ${where}`);
  const column = store.columns.get(field);
  if (column) return column;
  if (store.objectPaths.has(field)) {
    const columns = [...store.columns.values()].filter((c) => c.path.startsWith(`${field}.`));
    return { kind: 'object', path: field, columns };
  }
  // Free-form objects (page parameters, launch query): a parameter no event carries is simply empty.
  if (store.isDynamicPath(field)) return store.emptyColumn(field);
  return fail(`Unknown field "${field}" in ${where}`);
}

/** A leaf column, refusing object paths. */
export function resolveLeaf(store: TrackingStore, field: unknown, where: string): Column {
  const ref = resolveField(store, field, where);
  if (ref.kind === 'object') fail(`Field "${ref.path}" is an object; use one of its sub-fields in ${where}`);
  return ref;
}

/**
 * A query value in the column's type: keywords compare as strings, long and float as numbers, booleans as
 * true/false, dates as unix seconds (seconds or ms by magnitude, or ISO; `unit` forces one).
 */
export function coerceValue(
  column: Column,
  value: unknown,
  where: string,
  opts: { unit?: 's' | 'ms'; offset?: number } = {},
): DictValue {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    fail(`Malformed value ${JSON.stringify(value)} for field "${column.path}" in ${where}`);
  if (column.kind === 'num' && column.type === 'date') {
    const seconds = toEpochSeconds(value, opts.unit, opts.offset);
    if (Number.isNaN(seconds))
      fail(`Cannot read ${JSON.stringify(value)} as a date for field "${column.path}" in ${where}`);
    return seconds;
  }
  if (column.kind === 'num' || column.type === 'long') {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
    if (!Number.isFinite(n))
      fail(`Cannot read ${JSON.stringify(value)} as a number for field "${column.path}" in ${where}`);
    return column.kind === 'num' && column.values instanceof Float32Array ? Math.fround(n) : n;
  }
  if (column.type === 'boolean') {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    return fail(`Cannot read ${JSON.stringify(value)} as a boolean for field "${column.path}" in ${where}`);
  }
  return String(value);
}

/** Orders values of one column: numbers numerically, strings by code unit, false before true. */
export function compareValues(a: DictValue, b: DictValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Float32 keeps ~7 significant digits: coordinates (< 180) are exact to about 4e-6, so they are reported with 5
 * decimals (about 1 m), which gives back the value stored whenever it had 5 decimals or fewer.
 */
export const roundFloat32 = (v: number) => Math.round(v * 1e5) / 1e5;

/** The value at a row, undefined when missing; dates as unix seconds, float32 rounded by roundFloat32. */
export function valueAt(column: Column, row: number): DictValue | undefined {
  if (column.kind === 'dict') {
    const code = column.codes[row];
    return code === 0 ? undefined : column.values[code];
  }
  const v = column.values[row];
  if (Number.isNaN(v)) return undefined;
  return column.values instanceof Float32Array ? roundFloat32(v) : v;
}

/** The value in aggregation and sort output: dates become epoch ms, as Elasticsearch reports them. */
export function outputValue(column: Column, value: DictValue): DictValue {
  return column.kind === 'num' && column.type === 'date' ? Math.round((value as number) * 1000) : value;
}

export function isDate(column: Column): column is NumColumn {
  return column.kind === 'num' && column.type === 'date';
}

export function isDict(column: Column): column is DictColumn {
  return column.kind === 'dict';
}
