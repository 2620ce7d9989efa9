/**
 * The private fields of config/privateFields.ts taken out of actions and state before anything is written (a
 * session record, what Redux DevTools shows): secrets dropped, personal data masked with its shape kept, so the
 * app's reducers still read the record.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { MASK, PRIVATE_FIELDS } from 'config/privateFields';

export interface PrivateFields {
  removed: readonly string[];
  masked: readonly string[];
  maskedWithin: Readonly<Record<string, readonly string[]>>;
}

export interface Cleaner {
  /** The whole state without its private fields. */
  cleanState<S>(state: S): S;
  /** An action without its private fields, read as part of its domain (`mailAudits/...`). */
  cleanAction<A extends UnknownAction>(action: A): A;
}

/**
 * Where a value is: `*` inside a private field (everything is masked), else the fields private at this depth (those
 * of `maskedWithin` whose place was entered), sorted and joined.
 */
type Context = string;
const ALL: Context = '*';

export function createCleaner(fields: PrivateFields = PRIVATE_FIELDS): Cleaner {
  const removed = new Set(fields.removed);
  const masked = new Set(fields.masked);
  /** By place, the fields private inside it. */
  const placeFields = new Map<string, string[]>();
  for (const [field, places] of Object.entries(fields.maskedWithin))
    for (const place of places) placeFields.set(place, [...(placeFields.get(place) ?? []), field]);

  /** A field's context inside `context`; null for a field that is dropped. */
  const inner = (context: Context, key: string): Context | null => {
    if (removed.has(key)) return null;
    if (context === ALL || masked.has(key) || context.split(',').includes(key)) return ALL;
    const more = placeFields.get(key);
    return more ? [...new Set([...context.split(','), ...more])].filter(Boolean).sort().join(',') : context;
  };

  /*
   * State and actions are immutable, and the state shares most of itself from one action to the next: a cleaned
   * object is kept by identity (per context), so cleaning the states of a long session costs only what changed.
   */
  const done = new Map<Context, WeakMap<object, unknown>>();

  const clean = (value: unknown, context: Context): unknown => {
    if (value === null || typeof value !== 'object') {
      return context === ALL && (typeof value === 'string' || typeof value === 'number') ? MASK : value;
    }
    let known = done.get(context);
    if (!known) done.set(context, (known = new WeakMap()));
    if (known.has(value)) return known.get(value);
    let result: unknown;
    if (Array.isArray(value)) {
      result = value.map((item) => clean(item, context));
    } else {
      const record = value as Record<string, unknown>;
      // A search condition `{k, op, v}` names its field in `k` ('profile.phone'): `v` is that field's value, so
      // an operator's search for a phone or a name is masked like the field.
      const condition = typeof record.k === 'string' && 'v' in record ? record.k.split('.') : null;
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(record)) {
        const itemContext =
          key === 'v' && condition
            ? condition.reduce<Context | null>((at, part) => (at === null ? null : inner(at, part)), context)
            : inner(context, key);
        if (itemContext !== null) out[key] = clean(item, itemContext);
      }
      result = out;
    }
    known.set(value, result);
    return result;
  };

  return {
    cleanState: (state) => clean(state, '') as typeof state,
    cleanAction: (action) => clean(action, inner('', action.type.split('/')[0]) ?? '') as typeof action,
  };
}

/** The cleaner of config/privateFields.ts, shared: what it cleaned once it keeps (weakly) for the next record. */
export const { cleanState, cleanAction } = createCleaner();
