import type { Json } from 'config/pageBuilder/blocks';
import { isJsonObject, type JsonObject } from 'config/pageBuilder/json';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Nothing typed yet: what a form gives for an empty group of fields (an action not chosen is `{type: undefined}`). */
const blank = (value: unknown): boolean =>
  value === undefined || (isJsonObject(value) && Object.values(value).every(blank));

/**
 * Where the form's values first differ from the block's data, as deep as both are objects (a list changes as a
 * whole): one property per edit, so typing in one field merges into one history step. Null when nothing differs.
 */
export function changedPath(before: JsonObject, after: JsonObject): { path: string[]; value: Json } | null {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key];
    const now = after[key];
    if (now === undefined || same(old, now) || (old === null && blank(now))) continue;
    if (isJsonObject(old) && isJsonObject(now)) {
      const inner = changedPath(old, now);
      if (inner) return { path: [key, ...inner.path], value: inner.value };
      continue;
    }
    return { path: [key], value: now };
  }
  return null;
}
