/** Metric aggregations: value_count, cardinality (exact), min, max, sum, avg and top_hits. */
import type { TrackingStore } from '../store';
import type { JsonObject } from '../types';
import type { Agg } from './common';
import { checkKeys, expectInt, fail, type Obj } from './errors';
import { isDate, resolveLeaf } from './fields';
import { checkWindow, compileSort, compileSource, renderHits, selectRows } from './hits';
import { scratchOf } from './scratch';

function metric(name: string, type: string, value: (rows: Uint32Array) => number | null): Agg {
  return { name, type, value, run: (rows) => ({ value: value(rows) }) };
}

export function valueCountAgg(store: TrackingStore, name: string, body: Obj): Agg {
  checkKeys(body, ['field'], `value_count aggregation "${name}"`);
  const column = resolveLeaf(store, body.field, `value_count aggregation "${name}"`);
  return metric(name, 'value_count', (rows) => {
    let count = 0;
    if (column.kind === 'dict') {
      const { codes } = column;
      for (let i = 0; i < rows.length; i++) if (codes[rows[i]] !== 0) count++;
    } else {
      const { values } = column;
      for (let i = 0; i < rows.length; i++) if (!Number.isNaN(values[rows[i]])) count++;
    }
    return count;
  });
}

/**
 * Exact distinct count. Elasticsearch estimates with HyperLogLog++: near-exact below precision_threshold
 * (max 40,000), approximate above it. This mock always counts exactly; the threshold is validated, not used.
 */
export function cardinalityAgg(store: TrackingStore, name: string, body: Obj): Agg {
  const where = `cardinality aggregation "${name}"`;
  checkKeys(body, ['field', 'precision_threshold', 'rehash', 'execution_hint'], where);
  if (body.precision_threshold !== undefined)
    expectInt(body.precision_threshold, `precision_threshold of ${where}`);
  const column = resolveLeaf(store, body.field, where);
  return metric(name, 'cardinality', (rows) => {
    if (column.kind !== 'dict') {
      const seen = new Set<number>();
      for (let i = 0; i < rows.length; i++) {
        const v = column.values[rows[i]];
        if (!Number.isNaN(v)) seen.add(v);
      }
      return seen.size;
    }
    // A stamp per code instead of a Set: no clearing, no hashing.
    const s = scratchOf(column);
    if (++s.stamp === 0xffffffff) {
      s.seen.fill(0);
      s.stamp = 1;
    }
    const { seen, stamp } = s;
    const { codes } = column;
    let distinct = 0;
    for (let i = 0; i < rows.length; i++) {
      const code = codes[rows[i]];
      if (code !== 0 && seen[code] !== stamp) {
        seen[code] = stamp;
        distinct++;
      }
    }
    return distinct;
  });
}

export function statAgg(
  store: TrackingStore,
  name: string,
  type: 'min' | 'max' | 'sum' | 'avg',
  body: Obj,
): Agg {
  const where = `${type} aggregation "${name}"`;
  checkKeys(body, ['field'], where);
  const column = resolveLeaf(store, body.field, where);
  if (column.kind === 'dict' && column.type !== 'long')
    fail(`${where} needs a numeric field, "${column.path}" is not one`);
  const scale = isDate(column) ? 1000 : 1;
  const value = (rows: Uint32Array): number | null => {
    let n = 0;
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < rows.length; i++) {
      const v =
        column.kind === 'dict'
          ? column.codes[rows[i]]
            ? (column.values[column.codes[rows[i]]] as number)
            : NaN
          : column.values[rows[i]];
      if (Number.isNaN(v)) continue;
      n++;
      sum += v;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (type === 'sum') return sum * scale;
    if (n === 0) return null;
    return (type === 'min' ? min : type === 'max' ? max : sum / n) * scale;
  };
  return {
    name,
    type,
    value,
    run(rows): JsonObject {
      const v = value(rows);
      return isDate(column) && v !== null
        ? { value: v, value_as_string: new Date(v).toISOString() }
        : { value: v };
    },
  };
}

export function topHitsAgg(store: TrackingStore, name: string, body: Obj): Agg {
  const where = `top_hits aggregation "${name}"`;
  checkKeys(body, ['size', 'from', 'sort', '_source'], where);
  const size = body.size === undefined ? 3 : expectInt(body.size, `size of ${where}`, 0, 100);
  const from = body.from === undefined ? 0 : expectInt(body.from, `from of ${where}`);
  checkWindow(from, size, where);
  const sort = body.sort === undefined ? [] : compileSort(store, body.sort, where);
  const source = compileSource(store, body._source);
  return {
    name,
    type: 'top_hits',
    run(rows) {
      const page = selectRows(store, rows, sort, from, size);
      const hits = renderHits(store, page, { sort, source, fields: null });
      return {
        hits: { total: { value: rows.length, relation: 'eq' }, max_score: sort.length ? null : 1, hits },
      } as unknown as JsonObject;
    },
  };
}
