/** Small readers shared by the form center's rules and answer checks: a field's config as a plain object, days. */
import type { FormField } from '../formFields';

export type Obj = Record<string, unknown>;

export const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const configOf = (field: FormField): Obj => (isObject(field.config) ? field.config : {});

/** A day written `YYYY-MM-DD` that exists on the calendar. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day (`YYYY-MM-DD`, UTC+8, the product's time zone) of unix seconds. */
export function dayOf(seconds: number): string {
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
}
