/**
 * Issue 37: what a session record would keep of config/privateFields.ts, read with this file's own reading of the
 * list (not the cleaner's), over every action a test's stores saw (test/privateFieldsGuard.ts):
 * - a field of the list must be gone (`removed`) or hold nothing but masks, where it was;
 * - a value held under a `removed` or `masked` field must be nowhere in the cleaned actions (a search keyword that
 *   is a member's phone, a name copied into a message), unless it is a record's id (an operator's, in `updated_by`).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { MASK, PRIVATE_FIELDS } from 'config/privateFields';
import { cleanAction } from 'src-models/sessionRecord/clean';

const REMOVED = new Set<string>(PRIVATE_FIELDS.removed);
const NAMED = new Set<string>([...PRIVATE_FIELDS.removed, ...PRIVATE_FIELDS.masked]);
const WITHIN = Object.entries(PRIVATE_FIELDS.maskedWithin) as [string, readonly string[]][];

/**
 * A form's answers are masked whole (their keys are the operator's), but they are times, days, choices and uploaded
 * pictures as often as a member's words: the values the app's settings and lists hold too. They are read for the
 * first check only.
 */
const ANSWERS = 'form_data';

/** Values too plain to be told from chance: short ones ('ok', a digit) and words ('month', 'phone'). */
const telling = (value: string) => value.length >= 5 && !/^[a-z_]+$/.test(value);

/**
 * The parts of an address that name a place everyone shares: a member's province is any tracking event's, store's
 * or club's from there. The address is masked whole all the same (the first check); these are not looked for.
 */
const PLACE_NAMES = new Set(['country', 'province', 'city', 'other_province', 'other_city']);

/** Whether `key`, reached through `places` (the action's domain, then the keys above it), is private. */
const isPrivate = (key: string, places: readonly string[]) =>
  NAMED.has(key) ||
  WITHIN.some(([field, within]) => field === key && within.some((place) => places.includes(place)));

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

const leaves = (value: unknown): unknown[] =>
  isObject(value) ? Object.values(value).flatMap(leaves) : [value];

/** The leaves that may tell a person: a place's name does not. */
const personalLeaves = (value: unknown): unknown[] =>
  isObject(value)
    ? Object.entries(value).flatMap(([key, item]) => (PLACE_NAMES.has(key) ? [] : personalLeaves(item)))
    : [value];

const isText = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/** A record's id (`id`, `operator_id`, `scopeId`) names it: who changed a record may be told by id, not data. */
const isIdKey = (key: string) => key === 'id' || /(_id|Id)$/.test(key);

/** The ids the actions hold, under any key that says so. */
function idsIn(actions: readonly UnknownAction[]): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (!isObject(value)) return;
    for (const [key, item] of Object.entries(value)) {
      if (isIdKey(key) && isText(item)) ids.add(String(item));
      else walk(item);
    }
  };
  actions.forEach(walk);
  return ids;
}

/** Where a private field of `raw` survives in `cleaned`, and the values its named private fields held. */
function readAction(raw: UnknownAction, cleaned: UnknownAction) {
  const survivors: string[] = [];
  const values = new Set<string>();
  const walk = (before: unknown, after: unknown, places: string[], path: string) => {
    if (!isObject(before)) return;
    for (const [key, item] of Object.entries(before)) {
      const at = `${path}.${key}`;
      const kept = isObject(after) && key in after ? after[key] : undefined;
      if (!isPrivate(key, places)) {
        walk(item, kept, [...places, key], at);
        continue;
      }
      if (NAMED.has(key) && key !== ANSWERS)
        personalLeaves(item)
          .filter(isText)
          .map(String)
          .filter(telling)
          .forEach((value) => values.add(value));
      const masked = REMOVED.has(key)
        ? kept === undefined
        : leaves(kept).every((leaf) => !isText(leaf) || leaf === MASK);
      if (!masked) survivors.push(`${at} is not cleaned`);
    }
  };
  walk(raw, cleaned, [raw.type.split('/')[0]], raw.type);
  return { survivors, values };
}

/** What the cleaned actions still hold of the private fields, each said once; none when the record is clean. */
export function privateLeftovers(
  actions: readonly UnknownAction[],
  clean: (action: UnknownAction) => UnknownAction = cleanAction,
): string[] {
  const found: string[] = [];
  const privateValues = new Set<string>();
  const cleanedTexts = actions.map((action) => {
    const cleaned = clean(action);
    const { survivors, values } = readAction(action, cleaned);
    found.push(...survivors);
    values.forEach((value) => privateValues.add(value));
    return [action.type, JSON.stringify(cleaned)] as const;
  });
  const ids = idsIn(actions);
  for (const value of privateValues) {
    if (ids.has(value)) continue;
    const quoted = JSON.stringify(value).slice(1, -1);
    for (const [type, text] of cleanedTexts)
      if (text.includes(quoted)) found.push(`${type} holds '${value}', a private field's value`);
  }
  return [...new Set(found)];
}
