/** Hits: sort, paging, `_source` filtering and `fields`, rendered in Elasticsearch's hit shape. */
import type { Column } from '../columns';
import type { TrackingStore } from '../store';
import type { EsHit, Json, JsonObject } from '../types';
import { checkKeys, fail, isObject } from './errors';
import { compareValues, outputValue, resolveField, valueAt } from './fields';

export const INDEX_NAME = 'mini_tracking';
/** Elasticsearch's index.max_result_window. */
export const MAX_RESULT_WINDOW = 10_000;

export type SortKey =
  | { kind: 'doc'; desc: boolean }
  | { kind: 'score' }
  | { kind: 'field'; column: Column; desc: boolean; missingFirst: boolean };

/** "created_at", {created_at: "desc"}, {created_at: {order, missing}} or an array of those. */
export function compileSort(store: TrackingStore, json: unknown, where: string): SortKey[] {
  const list = Array.isArray(json) ? json : [json];
  return list.map((item): SortKey => {
    let field: string;
    let spec: unknown = undefined;
    if (typeof item === 'string') field = item;
    else if (isObject(item) && Object.keys(item).length === 1) [field, spec] = Object.entries(item)[0];
    else
      return fail(
        `Malformed sort in ${where}: use "field", {"field": "asc|desc"} or {"field": {"order": ...}}`,
      );
    let order: unknown = spec;
    let missing: unknown = '_last';
    if (isObject(spec)) {
      checkKeys(spec, ['order', 'missing', 'unmapped_type', 'format'], `sort on "${field}"`);
      order = spec.order;
      missing = spec.missing ?? '_last';
    }
    if (order !== undefined && order !== 'asc' && order !== 'desc')
      fail(`Malformed sort order ${JSON.stringify(order)} on "${field}": use "asc" or "desc"`);
    if (missing !== '_last' && missing !== '_first')
      fail(`Unsupported sort missing ${JSON.stringify(missing)} on "${field}"`);
    if (field === '_score') return { kind: 'score' };
    if (field === '_doc') return { kind: 'doc', desc: order === 'desc' };
    const ref = resolveField(store, field, `sort in ${where}`);
    if (ref.kind === 'object') fail(`Field "${field}" is an object and cannot be sorted on`);
    return { kind: 'field', column: ref, desc: order === 'desc', missingFirst: missing === '_first' };
  });
}

/** The rows of one page, sorted. Rows come in row order, which is created_at order. */
export function selectRows(
  store: TrackingStore,
  rows: Uint32Array,
  sort: SortKey[],
  from: number,
  size: number,
): Uint32Array {
  const keys = sort.filter((k) => k.kind !== 'score');
  const first = keys[0];
  const simple =
    keys.length === 0 ||
    (keys.length === 1 &&
      (first.kind === 'doc' ||
        (first.kind === 'field' && first.column === store.createdAt && store.createdAt.sorted)));
  const hasMissing = rows.length > 0 && Number.isNaN(store.createdAt.values[rows[rows.length - 1]]);
  if (simple && !(first?.kind === 'field' && hasMissing)) {
    const desc = first !== undefined && first.desc;
    const count = Math.max(0, Math.min(size, rows.length - from));
    const out = new Uint32Array(count);
    for (let i = 0; i < count; i++) out[i] = desc ? rows[rows.length - 1 - from - i] : rows[from + i];
    return out;
  }
  const sorted = Uint32Array.from(rows).sort((a, b) => compareRows(keys, a, b) || a - b);
  return sorted.subarray(from, from + size);
}

function compareRows(keys: SortKey[], a: number, b: number): number {
  for (const key of keys) {
    if (key.kind === 'score') continue;
    if (key.kind === 'doc') {
      if (a !== b) return key.desc ? b - a : a - b;
      continue;
    }
    const x = valueAt(key.column, a);
    const y = valueAt(key.column, b);
    if (x === undefined || y === undefined) {
      if (x === y) continue;
      return (x === undefined ? 1 : -1) * (key.missingFirst ? -1 : 1);
    }
    const c = compareValues(x, y);
    if (c !== 0) return key.desc ? -c : c;
  }
  return 0;
}

function patternRegex(pattern: unknown, where: string): RegExp {
  if (typeof pattern !== 'string' || !pattern)
    fail(`Malformed field pattern ${JSON.stringify(pattern)} in ${where}`);
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  // "location" selects location.latitude too, as in Elasticsearch.
  return new RegExp(`^${body}(\\..*)?$`);
}

function patternList(value: unknown, where: string): RegExp[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((p) => patternRegex(p, where));
}

/** The columns `_source` keeps: true (all), false (none), a pattern or list, or {includes, excludes}. */
export function compileSource(store: TrackingStore, json: unknown): Column[] | null {
  if (json === false) return null;
  const all = [...store.columns.values()];
  if (json === undefined || json === true) return all;
  let includes: RegExp[];
  let excludes: RegExp[] = [];
  if (isObject(json)) {
    checkKeys(json, ['includes', 'excludes', 'include', 'exclude'], '_source');
    includes = patternList(json.includes ?? json.include, '_source');
    excludes = patternList(json.excludes ?? json.exclude, '_source');
  } else includes = patternList(json, '_source');
  return all.filter(
    (c) =>
      (includes.length === 0 || includes.some((r) => r.test(c.path))) &&
      !excludes.some((r) => r.test(c.path)),
  );
}

/** The `fields` option: ["a.b", "c.*", {field: "d"}] to flat {path: [value]} per hit. */
export function compileFields(store: TrackingStore, json: unknown): Column[] | null {
  if (json === undefined) return null;
  if (!Array.isArray(json)) fail('Malformed fields: expected an array of field names');
  const patterns = json.map((f) => patternRegex(isObject(f) ? f.field : f, 'fields'));
  return [...store.columns.values()].filter((c) => patterns.some((r) => r.test(c.path)));
}

/** A tree of the kept columns by path, so rendering a hit builds each nested object directly. */
export interface SourceNode {
  key: string;
  column?: Column;
  children?: SourceNode[];
}

export function sourcePlan(columns: Column[]): SourceNode[] {
  const root: SourceNode = { key: '', children: [] };
  for (const column of columns) {
    const parts = column.path.split('.');
    let node = root;
    for (let i = 0; i < parts.length - 1; i++) {
      let next = node.children!.find((c) => c.key === parts[i] && c.children);
      if (!next) node.children!.push((next = { key: parts[i], children: [] }));
      node = next;
    }
    node.children!.push({ key: parts[parts.length - 1], column });
  }
  return root.children!;
}

/** The `_source` of a row; objects without any present value are left out. */
export function sourceOf(plan: SourceNode[], row: number): JsonObject | undefined {
  let out: JsonObject | undefined;
  for (const node of plan) {
    const value = node.column ? valueAt(node.column, row) : sourceOf(node.children!, row);
    if (value !== undefined) (out ??= {})[node.key] = value;
  }
  return out;
}

export interface HitOptions {
  sort: SortKey[];
  source: Column[] | null;
  fields: Column[] | null;
}

export function renderHits(store: TrackingStore, rows: Uint32Array, opts: HitOptions): EsHit[] {
  const sorted = opts.sort.length > 0 && opts.sort.some((k) => k.kind !== 'score');
  const plan = opts.source && sourcePlan(opts.source);
  return Array.from(rows, (row) => {
    const hit: EsHit = { _index: INDEX_NAME, _id: store.id(row), _score: sorted ? null : 1 };
    if (plan) hit._source = sourceOf(plan, row) ?? {};
    if (opts.fields) {
      const fields: Record<string, Json[]> = {};
      for (const c of opts.fields) {
        const v = valueAt(c, row);
        if (v !== undefined) fields[c.path] = [v];
      }
      hit.fields = fields;
    }
    if (sorted)
      hit.sort = opts.sort.flatMap((k): Json[] => {
        if (k.kind === 'score') return [];
        if (k.kind === 'doc') return [row];
        const v = valueAt(k.column, row);
        return [v === undefined ? null : outputValue(k.column, v)];
      });
    return hit;
  });
}

export function checkWindow(from: number, size: number, where: string): void {
  if (from + size > MAX_RESULT_WINDOW)
    fail(
      `Result window is too large in ${where}: from + size must be at most ${MAX_RESULT_WINDOW}, got ${from + size}`,
    );
}
