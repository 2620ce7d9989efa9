/** Per-column scratch arrays shared by the aggregations (columns never change; each use resets what it touched). */
import type { DictColumn } from '../columns';

/** Per-column scratch arrays (columns never change), reset after every use. */
export interface Scratch {
  counts: Uint32Array;
  bucketOf: Int32Array;
  seen: Uint32Array;
  stamp: number;
}
const scratches = new WeakMap<DictColumn, Scratch>();
export function scratchOf(column: DictColumn): Scratch {
  let s = scratches.get(column);
  if (!s) {
    const n = column.values.length;
    s = {
      counts: new Uint32Array(n),
      bucketOf: new Int32Array(n).fill(-1),
      seen: new Uint32Array(n),
      stamp: 0,
    };
    scratches.set(column, s);
  }
  return s;
}
