/**
 * Runs a compiled query. A range on the sorted created_at column becomes a row window by binary search, so most
 * queries touch only the rows of their date range; the usual dashboard shape (range plus term/terms/exists) is a
 * single pass of lookup-table tests, anything else byte masks combined per bool clause.
 */
import type { TrackingStore } from '../store';
import type { QueryNode } from './query';

/** First row in [lo, hi) whose value is >= x (or > x when `after`); NaN sorts last. */
function bound(
  values: Float64Array | Float32Array,
  x: number,
  after: boolean,
  lo: number,
  hi: number,
): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[mid];
    if (after ? v <= x : v < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Rows outside the window cannot match: narrowed by ranges on a sorted column that every match must satisfy. */
export function windowOf(node: QueryNode, size: number): [number, number] {
  switch (node.t) {
    case 'none':
      return [0, 0];
    case 'num': {
      if (!node.column.sorted) return [0, size];
      const v = node.column.values;
      // Infinite bounds work too: NaN (missing, sorted last) fails both comparisons, so it stays outside.
      const lo = bound(v, node.min, !node.minIn, 0, size);
      const hi = bound(v, node.max, node.maxIn, lo, size);
      return [lo, hi];
    }
    case 'bool': {
      let [lo, hi] = [0, size];
      for (const child of node.must) {
        const [a, b] = windowOf(child, size);
        lo = Math.max(lo, a);
        hi = Math.min(hi, b);
      }
      if (node.msm > node.should.length) return [0, 0];
      return [lo, Math.max(lo, hi)];
    }
    default:
      return [0, size];
  }
}

/** mask[i - lo] = 1 when row i (lo <= i < hi) matches. */
function evaluate(node: QueryNode, lo: number, hi: number): Uint8Array {
  const out = new Uint8Array(hi - lo);
  switch (node.t) {
    case 'all':
      return out.fill(1);
    case 'none':
      return out;
    case 'dict': {
      const { codes } = node.column;
      const { allowed } = node;
      for (let i = lo; i < hi; i++) out[i - lo] = allowed[codes[i]];
      return out;
    }
    case 'num': {
      const v = node.column.values;
      if (node.column.sorted) {
        const a = bound(v, node.min, !node.minIn, lo, hi);
        const b = bound(v, node.max, node.maxIn, a, hi);
        return out.fill(1, a - lo, b - lo);
      }
      const { min, max, minIn, maxIn } = node;
      for (let i = lo; i < hi; i++) {
        const x = v[i];
        out[i - lo] = (x > min || (minIn && x === min)) && (x < max || (maxIn && x === max)) ? 1 : 0;
      }
      return out;
    }
    case 'bool':
      return evaluateBool(node, lo, hi);
  }
}

function evaluateBool(node: Extract<QueryNode, { t: 'bool' }>, lo: number, hi: number): Uint8Array {
  const n = hi - lo;
  if (node.msm > node.should.length) return new Uint8Array(n);
  let out: Uint8Array | null = null;
  for (const child of node.must) {
    const mask = evaluate(child, lo, hi);
    if (!out) out = mask;
    else for (let i = 0; i < n; i++) out[i] &= mask[i];
  }
  if (node.msm > 0) {
    const counts = new Uint16Array(n);
    for (const child of node.should) {
      const mask = evaluate(child, lo, hi);
      for (let i = 0; i < n; i++) counts[i] += mask[i];
    }
    const { msm } = node;
    if (!out) out = new Uint8Array(n).fill(1);
    for (let i = 0; i < n; i++) out[i] &= counts[i] >= msm ? 1 : 0;
  }
  out ??= new Uint8Array(n).fill(1);
  for (const child of node.mustNot) {
    const mask = evaluate(child, lo, hi);
    for (let i = 0; i < n; i++) out[i] &= mask[i] ^ 1;
  }
  return out;
}

/** Matching rows in ascending row order (which is created_at order). */
export function matchRows(store: TrackingStore, node: QueryNode): Uint32Array {
  const [lo, hi] = windowOf(node, store.size);
  if (lo >= hi) return new Uint32Array(0);
  const leaves = conjunction(node, lo, hi);
  if (leaves) return scanLeaves(leaves, lo, hi);
  const mask = evaluate(node, lo, hi);
  const rows = new Uint32Array(hi - lo);
  let j = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) rows[j++] = lo + i;
  return rows.subarray(0, j);
}

type Leaf = { node: Extract<QueryNode, { t: 'dict' | 'num' }>; negate: boolean };

/**
 * The dashboard's usual shape, bool.filter of a date range plus term/terms/exists (and must_not of those), as a
 * flat list of leaf tests; ranges that hold on the whole window are dropped. Null when the query has another shape.
 */
function conjunction(node: QueryNode, lo: number, hi: number): Leaf[] | null {
  if (node.t === 'all') return [];
  if (node.t === 'dict') return [{ node, negate: false }];
  if (node.t === 'num') {
    if (!node.column.sorted) return [{ node, negate: false }];
    const [a, b] = windowOf(node, hi);
    return a <= lo && b >= hi ? [] : [{ node, negate: false }];
  }
  if (node.t !== 'bool' || node.should.length) return null;
  const leaves: Leaf[] = [];
  for (const child of node.must) {
    const sub = conjunction(child, lo, hi);
    if (!sub) return null;
    leaves.push(...sub);
  }
  for (const child of node.mustNot) {
    if (child.t !== 'dict' && child.t !== 'num') return null;
    leaves.push({ node: child, negate: true });
  }
  return leaves;
}

/** One pass over the window with the first test, then the survivors are filtered by each further test. */
function scanLeaves(leaves: Leaf[], lo: number, hi: number): Uint32Array {
  const rows = new Uint32Array(hi - lo);
  let j = 0;
  if (leaves.length === 0) {
    for (let i = lo; i < hi; i++) rows[j++] = i;
    return rows;
  }
  const first = leaves[0];
  if (first.node.t === 'dict' && !first.negate) {
    const { codes } = first.node.column;
    const { allowed } = first.node;
    for (let i = lo; i < hi; i++) if (allowed[codes[i]]) rows[j++] = i;
  } else {
    const mask = evaluate(first.node, lo, hi);
    const want = first.negate ? 0 : 1;
    for (let i = lo; i < hi; i++) if (mask[i - lo] === want) rows[j++] = i;
  }
  for (let k = 1; k < leaves.length; k++) j = filterRows(leaves[k], rows, j);
  return rows.subarray(0, j);
}

function filterRows({ node, negate }: Leaf, rows: Uint32Array, count: number): number {
  let j = 0;
  const want = negate ? 0 : 1;
  if (node.t === 'dict') {
    const { codes } = node.column;
    const { allowed } = node;
    for (let i = 0; i < count; i++) if (allowed[codes[rows[i]]] === want) rows[j++] = rows[i];
    return j;
  }
  const v = node.column.values;
  const { min, max, minIn, maxIn } = node;
  for (let i = 0; i < count; i++) {
    const x = v[rows[i]];
    const inside = (x > min || (minIn && x === min)) && (x < max || (maxIn && x === max));
    if (inside !== negate) rows[j++] = rows[i];
  }
  return j;
}

/** Membership test for filter aggregations: a full-size mask computed once per request. */
export function queryMask(store: TrackingStore, node: QueryNode): Uint8Array {
  const [lo, hi] = windowOf(node, store.size);
  const full = new Uint8Array(store.size);
  if (lo < hi) full.set(evaluate(node, lo, hi), lo);
  return full;
}
