import { toEpochSeconds } from './dates';

/**
 * The columnar layout: one typed array per leaf field. Strings, small integers and booleans are dictionary-coded
 * (code 0 = missing), so filters and terms work on small integers; continuous numbers live in Float arrays (NaN =
 * missing). Field names are the dotted paths of the Elasticsearch documents (03-community-analytics §3).
 */

/** long: integers with few distinct values (scene, gender), coded like keywords but with number keys. */
export type FieldType = 'date' | 'keyword' | 'long' | 'float' | 'boolean';
export type DictValue = string | number | boolean;

export interface DictColumn {
  kind: 'dict';
  path: string;
  type: 'keyword' | 'long' | 'boolean';
  codes: Uint8Array | Uint16Array | Uint32Array;
  /** values[code]; values[0] is a placeholder for "missing". */
  values: DictValue[];
  lookup: Map<DictValue, number>;
}

export interface NumColumn {
  kind: 'num';
  path: string;
  /** date: unix seconds (aggregations report epoch ms, as Elasticsearch does). */
  type: 'date' | 'float';
  values: Float64Array | Float32Array;
  /** True when values never decrease with the row index (created_at after the store sorted its rows). */
  sorted: boolean;
}

export type Column = DictColumn | NumColumn;

/** The event mapping. Fields absent from the data still exist (all missing), so valid queries never fail. */
export const SCHEMA: readonly (readonly [string, FieldType])[] = [
  ['created_at', 'date'],
  ['type', 'keyword'],
  ['sessionID', 'keyword'],
  ['scope.route', 'keyword'],
  ['system_info.model', 'keyword'],
  ['system_info.language', 'keyword'],
  ['system_info.version', 'keyword'],
  ['system_info.system', 'keyword'],
  ['system_info.platform', 'keyword'],
  ['system_info.brand', 'keyword'],
  ['system_info.wifiEnabled', 'boolean'],
  ['network.networkType', 'keyword'],
  ['ip.country', 'keyword'],
  ['ip.province', 'keyword'],
  ['ip.city', 'keyword'],
  ['ip.latitude', 'float'],
  ['ip.longitude', 'float'],
  ['location.latitude', 'float'],
  ['location.longitude', 'float'],
  ['launch_option.path', 'keyword'],
  ['launch_option.scene', 'long'],
  ['launch_option.query.from_openid', 'keyword'],
  ['customer.mini_profile.openid', 'keyword'],
  ['customer.mini_profile.nickname', 'keyword'],
  ['customer.mini_profile.avatar_url', 'keyword'],
  ['openid', 'keyword'],
  ['unionid', 'keyword'],
  ['gender', 'long'],
  ['city', 'keyword'],
  ['province', 'keyword'],
  ['country', 'keyword'],
  ['language', 'keyword'],
];

/** Objects whose keys are free-form (page parameters, launch query): any sub-field is a valid, maybe empty, field. */
export const DYNAMIC_OBJECTS = ['scope.options', 'launch_option.query'];

interface Builder {
  path: string;
  set(row: number, value: unknown): void;
  /** The final column with rows reordered by `order` (null: keep). */
  finish(size: number, order: Uint32Array | null): Column;
}

function grow<T extends Uint32Array | Float64Array>(array: T, row: number, fill?: number): T {
  if (row < array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(row + 1, array.length * 2, 1024));
  if (fill !== undefined) next.fill(fill, array.length);
  next.set(array);
  return next;
}

function dictBuilder(path: string, type: DictColumn['type']): Builder {
  let codes = new Uint32Array(1024);
  const values: DictValue[] = [''];
  const lookup = new Map<DictValue, number>();
  const coerce =
    type === 'boolean'
      ? (v: unknown) => v === true || v === 'true'
      : type === 'long'
        ? (v: unknown) => Number(v)
        : (v: unknown) => (typeof v === 'string' ? v : String(v));
  // Neighbouring rows often repeat a value (same session, same visitor): skip the Map for those.
  let lastValue: DictValue | undefined;
  let lastCode = 0;
  return {
    path,
    set(row, raw) {
      const value = coerce(raw);
      let code: number | undefined;
      if (value === lastValue) code = lastCode;
      else {
        if (typeof value === 'number' && Number.isNaN(value)) return;
        code = lookup.get(value);
        if (code === undefined) {
          code = values.length;
          values.push(value);
          lookup.set(value, code);
        }
        lastValue = value;
        lastCode = code;
      }
      if (row >= codes.length) codes = grow(codes, row);
      codes[row] = code;
    },
    finish(size, order) {
      // Narrow the codes to the smallest array that holds the dictionary.
      const n = values.length;
      const out =
        n <= 256 ? new Uint8Array(size) : n <= 65536 ? new Uint16Array(size) : new Uint32Array(size);
      const filled = Math.min(size, codes.length);
      if (order) for (let i = 0; i < size; i++) out[i] = order[i] < filled ? codes[order[i]] : 0;
      else out.set(codes.subarray(0, filled));
      return { kind: 'dict', path, type, codes: out, values, lookup };
    },
  };
}

function numBuilder(path: string, type: NumColumn['type']): Builder {
  let values = new Float64Array(1024).fill(NaN);
  return {
    path,
    set(row, raw) {
      if (row >= values.length) values = grow(values, row, NaN);
      values[row] = type === 'date' ? toEpochSeconds(raw) : typeof raw === 'number' ? raw : Number(raw);
    },
    finish(size, order) {
      const out = type === 'date' ? new Float64Array(size) : new Float32Array(size);
      for (let i = 0; i < size; i++) {
        const from = order ? order[i] : i;
        out[i] = from < values.length ? values[from] : NaN;
      }
      return { kind: 'num', path, type, values: out, sorted: isSorted(out) };
    },
  };
}

function builderFor(path: string, type: FieldType): Builder {
  return type === 'date' || type === 'float' ? numBuilder(path, type) : dictBuilder(path, type);
}

/** Dynamic mapping for fields outside the schema, from the first value seen (as Elasticsearch does). */
function inferType(value: unknown): FieldType {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'long' : 'float';
  return 'keyword';
}

interface Node {
  path: string;
  children: Map<string, Node>;
  builder?: Builder;
}

/** Collects events row by row; `finish` sorts rows by created_at and returns the columns. */
export class ColumnsBuilder {
  private readonly root: Node = { path: '', children: new Map() };
  private readonly builders: Builder[] = [];
  private ids: (string | undefined)[] | null = null;
  private rows = 0;

  constructor() {
    for (const [path, type] of SCHEMA) this.node(path).builder = this.register(builderFor(path, type));
  }

  add(event: object): void {
    const { _id } = event as { _id?: unknown };
    if (_id !== undefined) (this.ids ??= [])[this.rows] = String(_id);
    this.walk(event as Record<string, unknown>, this.root, this.rows);
    this.rows++;
  }

  finish(): { size: number; columns: Map<string, Column>; ids: (string | undefined)[] | null } {
    const size = this.rows;
    const created = this.builders[0].finish(size, null) as NumColumn;
    const order = created.sorted ? null : sortOrder(created.values);
    const columns = new Map<string, Column>();
    for (const b of this.builders) columns.set(b.path, b.finish(size, order));
    const ids = this.ids && order ? Array.from(order, (i) => this.ids![i]) : this.ids;
    return { size, columns, ids };
  }

  private register(builder: Builder): Builder {
    this.builders.push(builder);
    return builder;
  }

  private node(path: string): Node {
    let node = this.root;
    for (const key of path.split('.')) node = this.child(node, key);
    return node;
  }

  private child(node: Node, key: string): Node {
    let child = node.children.get(key);
    if (!child) {
      child = { path: node.path ? `${node.path}.${key}` : key, children: new Map() };
      node.children.set(key, child);
    }
    return child;
  }

  // Walks the event with a trie of paths, so a row costs one Map lookup per leaf and no string building.
  private walk(object: Record<string, unknown>, node: Node, row: number): void {
    for (const key in object) {
      const value = object[key];
      if (value === undefined || value === null || (key === '_id' && node === this.root)) continue;
      const child = this.child(node, key);
      if (typeof value === 'object') {
        if (Array.isArray(value))
          throw new Error(`Field "${child.path}" holds an array; one value per field is stored`);
        if (child.builder)
          throw new Error(`Field "${child.path}" is a value in one event and an object in another`);
        this.walk(value as Record<string, unknown>, child, row);
      } else {
        if (!child.builder) {
          if (child.children.size)
            throw new Error(`Field "${child.path}" is an object in one event and a value in another`);
          child.builder = this.register(builderFor(child.path, inferType(value)));
        }
        child.builder.set(row, value);
      }
    }
  }
}

/** Row order by created_at, ties (and missing dates, last) in insertion order. */
function sortOrder(created: Float64Array | Float32Array): Uint32Array {
  const order = new Uint32Array(created.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const key = (i: number) => (Number.isNaN(created[i]) ? Infinity : created[i]);
  return order.sort((a, b) => key(a) - key(b) || a - b);
}

/** Non-decreasing, with any missing (NaN) values at the end: binary search then treats NaN as +Infinity. */
function isSorted(values: Float64Array | Float32Array): boolean {
  let seenMissing = false;
  for (let i = 0; i < values.length; i++) {
    if (Number.isNaN(values[i])) seenMissing = true;
    else if (seenMissing || (i > 0 && values[i] < values[i - 1])) return false;
  }
  return true;
}
