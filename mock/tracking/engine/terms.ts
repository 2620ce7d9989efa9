/**
 * The terms aggregation. Dictionary fields count in typed arrays indexed by code (four interleaved lanes when rows
 * outnumber codes), buckets are ordered by _count/_key (thousands at once by a packed numeric sort) or by a metric
 * sub-aggregation, and rows are partitioned to buckets by a counting sort that keeps row (time) order.
 */
import type { Column, DictColumn, DictValue } from '../columns';
import type { TrackingStore } from '../store';
import {
  type Agg,
  bucketHead,
  compileOrder,
  countBuckets,
  MAX_BUCKETS,
  type OrderKey,
  runSubs,
  type TermsLevel,
} from './common';
import { checkKeys, expectInt, type Obj } from './errors';
import { coerceValue, compareValues, resolveLeaf, roundFloat32 } from './fields';
import { fusedTerms } from './fusedTerms';
import { scratchOf } from './scratch';

interface Candidate {
  code: number;
  key: DictValue;
  count: number;
  rows?: Uint32Array;
  metrics?: Record<string, number | null>;
}

const ranks = new WeakMap<DictColumn, { rank: Uint32Array; codeOfRank: Uint32Array }>();

/** Each code's position in key order, computed once per column (columns never change). */
function keyRanks(column: DictColumn): { rank: Uint32Array; codeOfRank: Uint32Array } {
  let cached = ranks.get(column);
  if (!cached) {
    const codes = Array.from({ length: column.values.length - 1 }, (_, i) => i + 1);
    if (column.type === 'keyword') {
      // The built-in string sort compares UTF-16 code units, like compareValues, without a JS callback.
      const sorted = (column.values.slice(1) as string[]).sort();
      sorted.forEach((key, i) => (codes[i] = column.lookup.get(key)!));
    } else codes.sort((a, b) => compareValues(column.values[a], column.values[b]));
    const rank = new Uint32Array(column.values.length);
    codes.forEach((code, i) => (rank[code] = i));
    cached = { rank, codeOfRank: Uint32Array.from(codes) };
    ranks.set(column, cached);
  }
  return cached;
}

/**
 * The default order (_count, then _key asc) for thousands of buckets (the referral tab's 10,000 invitees): each
 * bucket packed into one number, count above key rank, and sorted as a typed array, with no comparator calls.
 */
function sortByCountThenKey(column: DictColumn, candidates: Candidate[], desc: boolean): Candidate[] {
  const { rank, codeOfRank } = keyRanks(column);
  const { bucketOf } = scratchOf(column);
  const packed = new Float64Array(candidates.length);
  candidates.forEach((c, i) => {
    bucketOf[c.code] = i;
    packed[i] = (desc ? 2 ** 30 - c.count : c.count) * 2 ** 22 + rank[c.code];
  });
  packed.sort();
  const out = Array.from(packed, (p) => candidates[bucketOf[codeOfRank[p % 2 ** 22]]]);
  for (const c of candidates) bucketOf[c.code] = -1;
  return out;
}

/** The bucket comparator; the default order (_count desc, _key asc) gets a direct one, as it sorts thousands. */
function candidateOrder(order: OrderKey[]): (a: Candidate, b: Candidate) => number {
  if (order.length === 2 && order[0].by === '_count' && order[1].by === '_key' && !order[1].desc) {
    const sign = order[0].desc ? -1 : 1;
    return (a, b) => sign * (a.count - b.count) || compareValues(a.key, b.key);
  }
  return (a, b) => compareCandidates(order, a, b);
}

function compareCandidates(order: OrderKey[], a: Candidate, b: Candidate): number {
  for (const { by, desc } of order) {
    let c: number;
    if (by === '_count') c = a.count - b.count;
    else if (by === '_key') c = compareValues(a.key, b.key);
    else {
      // Elasticsearch puts buckets without a value (null metric) last.
      const x = a.metrics![by];
      const y = b.metrics![by];
      c = x === y ? 0 : x === null ? (desc ? -1 : 1) : y === null ? (desc ? 1 : -1) : x - y;
    }
    if (c !== 0) return desc ? -c : c;
  }
  return 0;
}

const TERMS_KEYS = [
  'field',
  'size',
  'order',
  'min_doc_count',
  'missing',
  'shard_size',
  'show_term_doc_count_error',
  'execution_hint',
  'collect_mode',
];

export function termsAgg(store: TrackingStore, name: string, body: Obj, subs: Agg[]): Agg {
  const where = `terms aggregation "${name}"`;
  checkKeys(body, TERMS_KEYS, where);
  const column = resolveLeaf(store, body.field, where);
  const size = body.size === undefined ? 10 : expectInt(body.size, `size of ${where}`, 1, MAX_BUCKETS);
  const minDocCount =
    body.min_doc_count === undefined ? 1 : expectInt(body.min_doc_count, `min_doc_count of ${where}`);
  const order = compileOrder(body.order, subs, where, [{ by: '_count', desc: true }]);
  const missing =
    body.missing === undefined ? undefined : coerceValue(column, body.missing, `missing of ${where}`);
  const orderSubs = subs.filter((s) => order.some((o) => o.by === s.name));
  const compare = candidateOrder(order);
  const fastSort =
    column.kind === 'dict' &&
    missing === undefined &&
    column.values.length < 1 << 22 &&
    order.length === 2 &&
    order[0].by === '_count' &&
    order[1].by === '_key' &&
    !order[1].desc;
  const simple =
    column.kind === 'dict' && missing === undefined && minDocCount >= 1 && orderSubs.length === 0;
  const level: TermsLevel | undefined = simple ? { name, column, size, order, minDocCount } : undefined;
  const chain =
    level && subs.length === 0
      ? [level]
      : level && subs.length === 1 && subs[0].chain
        ? [level, ...subs[0].chain]
        : undefined;
  const fused = chain && chain.length > 1 ? fusedTerms(chain) : undefined;
  return {
    name,
    type: 'terms',
    chain,
    run(rows, ctx) {
      if (fused) return fused(rows, ctx);
      let candidates =
        column.kind === 'dict'
          ? dictCandidates(column, rows, minDocCount, missing)
          : numCandidates(column, rows, missing);
      candidates = candidates.filter((c) => c.count >= minDocCount);
      if (orderSubs.length) {
        partition(column, rows, candidates, missing);
        for (const c of candidates)
          c.metrics = Object.fromEntries(orderSubs.map((s) => [s.name, s.value!(c.rows!, ctx)]));
      }
      if (fastSort && candidates.length > 256)
        candidates = sortByCountThenKey(column as DictColumn, candidates, order[0].desc);
      else candidates.sort(compare);
      const selected = candidates.slice(0, size);
      countBuckets(ctx, selected.length, name);
      let other = 0;
      for (let i = size; i < candidates.length; i++) other += candidates[i].count;
      if (subs.length && !orderSubs.length) partition(column, rows, selected, missing);
      const buckets = selected.map((c) => {
        const bucket = bucketHead(column, c.key);
        bucket.doc_count = c.count;
        return runSubs(subs, c.rows ?? new Uint32Array(0), ctx, bucket);
      });
      return { doc_count_error_upper_bound: 0, sum_other_doc_count: other, buckets };
    },
  };
}

/** Counts per dictionary code; the "missing" option folds rows without a value into a bucket. */
function dictCandidates(
  column: DictColumn,
  rows: Uint32Array,
  minDocCount: number,
  missing?: DictValue,
): Candidate[] {
  const { counts } = scratchOf(column);
  const { codes, values } = column;
  const touched: number[] = [];
  if (rows.length >= values.length * 4) {
    countDense(codes, rows, counts);
    for (let code = 0; code < values.length; code++) if (counts[code]) touched.push(code);
  } else
    for (let i = 0; i < rows.length; i++) {
      const code = codes[rows[i]];
      if (counts[code]++ === 0) touched.push(code);
    }
  const missingCount = counts[0];
  const found: Candidate[] = [];
  for (const code of touched) if (code !== 0) found.push({ code, key: values[code], count: counts[code] });
  for (const code of touched) counts[code] = 0;
  if (minDocCount > 0 && (missing === undefined || missingCount === 0)) return found;
  const byCode = new Map(found.map((c) => [c.code, c]));
  if (minDocCount === 0)
    for (let code = 1; code < values.length; code++)
      if (!byCode.has(code)) byCode.set(code, { code, key: values[code], count: 0 });
  if (missing !== undefined && missingCount > 0) {
    const code = column.lookup.get(missing);
    const existing = code === undefined ? undefined : byCode.get(code);
    if (existing) existing.count += missingCount;
    else byCode.set(code ?? 0, { code: code ?? 0, key: missing, count: missingCount });
  }
  return [...byCode.values()];
}

/**
 * Histogram of codes over many rows. Four interleaved counters per code break the chain of increments to the
 * same counter (a skewed field hits one code row after row), which roughly halves the time.
 */
function countDense(codes: DictColumn['codes'], rows: Uint32Array, counts: Uint32Array): void {
  const n = counts.length;
  const lanes = new Uint32Array(n * 4);
  const end = rows.length & ~3;
  let i = 0;
  for (; i < end; i += 4) {
    lanes[codes[rows[i]] * 4]++;
    lanes[codes[rows[i + 1]] * 4 + 1]++;
    lanes[codes[rows[i + 2]] * 4 + 2]++;
    lanes[codes[rows[i + 3]] * 4 + 3]++;
  }
  for (; i < rows.length; i++) lanes[codes[rows[i]] * 4]++;
  for (let c = 0; c < n; c++)
    counts[c] = lanes[c * 4] + lanes[c * 4 + 1] + lanes[c * 4 + 2] + lanes[c * 4 + 3];
}

/** Float and date fields: a Map from value to count (rare in dashboards, kept simple). */
function numCandidates(column: Column, rows: Uint32Array, missing?: DictValue): Candidate[] {
  const values = column.values as Float64Array | Float32Array;
  const counts = new Map<number, number>();
  for (let i = 0; i < rows.length; i++) {
    let v = values[rows[i]];
    if (Number.isNaN(v)) {
      if (missing === undefined) continue;
      v = missing as number;
    }
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const round = values instanceof Float32Array ? roundFloat32 : (v: number) => v;
  return [...counts].map(
    ([v, count]) => ({ code: -1, key: round(v), count, raw: v }) as Candidate & { raw: number },
  );
}

/** Splits rows into the candidates' buckets (counting sort, row order kept inside each bucket). */
function partition(column: Column, rows: Uint32Array, buckets: Candidate[], missing?: DictValue): void {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  // One bucket holding every row (a country level that is all 中国): no copy needed.
  if (buckets.length === 1 && total === rows.length) {
    buckets[0].rows = rows;
    return;
  }
  const out = new Uint32Array(total);
  const starts = new Int32Array(buckets.length);
  for (let i = 1; i < buckets.length; i++) starts[i] = starts[i - 1] + buckets[i - 1].count;
  const pos = Int32Array.from(starts);
  if (column.kind === 'dict') {
    const { bucketOf } = scratchOf(column);
    buckets.forEach((b, i) => (bucketOf[b.code] = i));
    // Rows without a value join the "missing" bucket, which may be an existing term's bucket.
    if (missing !== undefined) bucketOf[0] = bucketOf[column.lookup.get(missing) ?? 0];
    const { codes } = column;
    for (let i = 0; i < rows.length; i++) {
      const b = bucketOf[codes[rows[i]]];
      if (b >= 0) out[pos[b]++] = rows[i];
    }
    for (const b of buckets) bucketOf[b.code] = -1;
    bucketOf[0] = -1;
  } else {
    const index = new Map<number, number>();
    buckets.forEach((b, i) => index.set((b as Candidate & { raw: number }).raw, i));
    const values = column.values;
    for (let i = 0; i < rows.length; i++) {
      const v = values[rows[i]];
      const b = index.get(Number.isNaN(v) ? (missing as number) : v);
      if (b !== undefined) out[pos[b]++] = rows[i];
    }
  }
  buckets.forEach((b, i) => (b.rows = out.subarray(starts[i], starts[i] + b.count)));
}
