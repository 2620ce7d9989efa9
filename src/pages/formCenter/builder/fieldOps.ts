/**
 * What the builder does to a form's list of fields, pure: add a field of a type, duplicate, move, delete, and
 * edit one config setting. A new or duplicated field gets a key no other field has (`text_2`).
 */
import type { FieldTranslation, FormField, FormFieldConfig } from 'config/formFields';

/** A deep copy of plain data (a field is JSON). */
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The first of `type`, `type_2`, `type_3`... that no field uses. */
export function uniqueKey(base: string, fields: readonly FormField[]): string {
  const used = new Set(fields.map((field) => field.key));
  const stem = base.replace(/_\d+$/, '') || 'field';
  if (!used.has(stem)) return stem;
  let number = 2;
  while (used.has(`${stem}_${number}`)) number += 1;
  return `${stem}_${number}`;
}

/** What a new field of each type starts with so that it passes the form's rules at once. */
const STARTING_CONFIG: Record<string, FormFieldConfig> = {
  option: { multiple_selection: false, options: [{ type: 'text', value: 'option_1' }] },
  identity: { enabled_identity_types: ['mainland'], default_choice: 'mainland' },
  tc: { must_agree: true, label: '', keywords: [] },
  time_slot: {
    available_time_type: 'dynamic_date',
    dynamic_date: { from: 0, to: 7 },
    slot: { type: 'day', day: [] },
  },
  html_content: { id: 'content' },
};

export function newField(
  type: string,
  fields: readonly FormField[],
  translation: FieldTranslation,
): FormField {
  return {
    type,
    key: uniqueKey(type, fields),
    disable: false,
    config: { translation, required: false, ...copyOf(STARTING_CONFIG[type] ?? {}) },
  };
}

export function duplicateField(fields: readonly FormField[], index: number): FormField[] {
  const copy: FormField = { ...copyOf(fields[index]), key: uniqueKey(fields[index].key, fields) };
  return [...fields.slice(0, index + 1), copy, ...fields.slice(index + 1)];
}

export function moveField<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item);
  return moved;
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, at) => at !== index);
}

/** A copy of `target` with the value at a dotted path set (`undefined` removes it); arrays stay arrays. */
export function setAt<T extends object>(target: T, path: readonly (string | number)[], value: unknown): T {
  const [head, ...rest] = path;
  const source = target as Record<string | number, unknown>;
  const copy = (Array.isArray(target) ? [...target] : { ...target }) as Record<string | number, unknown>;
  if (rest.length === 0) {
    if (value === undefined && !Array.isArray(copy)) delete copy[head];
    else copy[head] = value;
  } else {
    const child = source[head];
    const base = typeof child === 'object' && child !== null ? child : typeof rest[0] === 'number' ? [] : {};
    copy[head] = setAt(base as object, rest, value);
  }
  return copy as T;
}
