import type { Json } from 'config/pageBuilder/blocks';

type Node = { [key: string]: Json };
const isNode = (value: unknown): value is Node =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Where the form's values first differ from the block's data, as deep as both are objects (a list changes as a
 * whole): one property per edit, so typing in one field merges into one history step. Null when nothing differs.
 */
export function changedPath(before: Node, after: Node): { path: string[]; value: Json } | null {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key];
    const now = after[key];
    if (now === undefined || same(old, now)) continue;
    if (isNode(old) && isNode(now)) {
      const inner = changedPath(old, now);
      if (inner) return { path: [key, ...inner.path], value: inner.value };
      continue;
    }
    return { path: [key], value: now };
  }
  return null;
}
