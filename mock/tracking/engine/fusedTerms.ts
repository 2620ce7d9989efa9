/**
 * Nested terms on dictionary fields (the area tab's country > province > city) counted in one pass: each row adds
 * one to the cell of its code combination, and the nested buckets are read off the non-empty cells. Same answer as
 * partitioning level by level, without copying rows between levels.
 */
import { bucketHead, countBuckets, type OrderKey, type RunContext, type TermsLevel } from './common';
import { compareValues } from './fields';
import type { JsonObject } from '../types';

/** Cells of the combined code space; beyond it the level-by-level path is used. */
export const MAX_FUSED_CELLS = 1 << 20;

export function fusedTerms(
  chain: TermsLevel[],
): ((rows: Uint32Array, ctx: RunContext) => JsonObject) | undefined {
  const dims = chain.map((l) => l.column.values.length);
  const strides = dims.map((_, i) => dims.slice(i + 1).reduce((a, b) => a * b, 1));
  const cells = strides[0] * dims[0];
  if (cells > MAX_FUSED_CELLS) return undefined;
  let counts: Uint32Array | undefined;

  return (rows, ctx) => {
    counts ??= new Uint32Array(cells);
    const touched = countCells(chain, strides, rows, counts);
    const entries = Float64Array.from(touched).sort();
    const entryCounts = Array.from(entries, (cell) => counts![cell]);
    for (const cell of touched) counts[cell] = 0;
    const codeAt = (i: number, level: number) => Math.floor(entries[i] / strides[level]) % dims[level];

    // Entries are sorted by cell, so each level's groups are contiguous within their parent's range.
    const build = (level: number, lo: number, hi: number): JsonObject => {
      const { column, size, order, minDocCount, name } = chain[level];
      const groups: { code: number; count: number; lo: number; hi: number }[] = [];
      for (let i = lo; i < hi;) {
        const code = codeAt(i, level);
        let j = i;
        let count = 0;
        while (j < hi && codeAt(j, level) === code) count += entryCounts[j++];
        if (code !== 0 && count >= minDocCount) groups.push({ code, count, lo: i, hi: j });
        i = j;
      }
      groups.sort((a, b) =>
        compareGroups(order, a.count, b.count, column.values[a.code], column.values[b.code]),
      );
      const selected = groups.slice(0, size);
      countBuckets(ctx, selected.length, name);
      let other = 0;
      for (let i = size; i < groups.length; i++) other += groups[i].count;
      const buckets = selected.map((g) => {
        const bucket = bucketHead(column, column.values[g.code]);
        bucket.doc_count = g.count;
        if (level + 1 < chain.length) bucket[chain[level + 1].name] = build(level + 1, g.lo, g.hi);
        return bucket;
      });
      return { doc_count_error_upper_bound: 0, sum_other_doc_count: other, buckets };
    };
    return build(0, 0, entries.length);
  };
}

function compareGroups(
  order: OrderKey[],
  countA: number,
  countB: number,
  keyA: unknown,
  keyB: unknown,
): number {
  for (const { by, desc } of order) {
    const c = by === '_count' ? countA - countB : compareValues(keyA as string, keyB as string);
    if (c !== 0) return desc ? -c : c;
  }
  return 0;
}

/** One pass over the rows; returns the cells that became non-empty. Two and three levels get unrolled loops. */
function countCells(
  chain: TermsLevel[],
  strides: number[],
  rows: Uint32Array,
  counts: Uint32Array,
): number[] {
  const touched: number[] = [];
  const codes = chain.map((l) => l.column.codes);
  if (chain.length === 2) {
    const [a, b] = codes;
    const sa = strides[0];
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      const cell = a[r] * sa + b[r];
      if (counts[cell]++ === 0) touched.push(cell);
    }
  } else if (chain.length === 3) {
    const [a, b, c] = codes;
    const [sa, sb] = strides;
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      const cell = a[r] * sa + b[r] * sb + c[r];
      if (counts[cell]++ === 0) touched.push(cell);
    }
  } else {
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      let cell = 0;
      for (let k = 0; k < codes.length; k++) cell += codes[k][r] * strides[k];
      if (counts[cell]++ === 0) touched.push(cell);
    }
  }
  return touched;
}
