import type { Json } from 'config/pageBuilder/blocks';
import { isJsonObject, type JsonObject } from 'config/pageBuilder/json';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Nothing typed yet: what a form gives for an empty group of fields (an action not chosen is `{type: undefined}`). */
const blank = (value: unknown): boolean =>
  value === undefined || (isJsonObject(value) && Object.values(value).every(blank));
const differs = (old: Json | undefined, now: Json | undefined) =>
  !(now === undefined || same(old, now) || (old === null && blank(now)));
const differingKeys = (before: JsonObject, after: JsonObject) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) =>
    differs(before[key], after[key]),
  );

/**
 * Where the form's values first differ from the block's data, as deep as both are objects (a list changes as a
 * whole): one property per edit, so typing in one field merges into one history step. An object of which one
 * edit changed several values (a colour and its notation) changes as a whole. Null when nothing differs.
 */
export function changedPath(before: JsonObject, after: JsonObject): { path: string[]; value: Json } | null {
  for (const key of differingKeys(before, after)) {
    const old = before[key];
    const now = after[key];
    if (isJsonObject(old) && isJsonObject(now)) {
      if (differingKeys(old, now).length > 1) {
        const given = Object.entries(now).filter(([, value]) => value !== undefined);
        return { path: [key], value: { ...old, ...Object.fromEntries(given) } };
      }
      const inner = changedPath(old, now);
      if (inner) return { path: [key, ...inner.path], value: inner.value };
      continue;
    }
    return { path: [key], value: now };
  }
  return null;
}
