/**
 * The event filter panel's conditions (03-community-analytics §3 "Filter operators", "Saved filter") and how
 * they become query items `{k, op, v, uiK}` of the generic search form, and back when a saved filter is loaded.
 */
import type { QueryItem } from 'src-services/types';
import { toDateRange } from '../dateRanges';

export type FieldKind = 'string' | 'number' | 'boolean' | 'gender' | 'scene' | 'date';

export interface FilterField {
  key: string;
  kind: FieldKind;
}

/** The event fields offered in the panel (the columnar mapping of the tracking service). */
export const FILTER_FIELDS: readonly FilterField[] = [
  { key: 'customer.mini_profile.nickname', kind: 'string' },
  { key: 'customer.mini_profile.openid', kind: 'string' },
  { key: 'scope.route', kind: 'string' },
  { key: 'launch_option.scene', kind: 'scene' },
  { key: 'launch_option.path', kind: 'string' },
  { key: 'system_info.platform', kind: 'string' },
  { key: 'system_info.brand', kind: 'string' },
  { key: 'system_info.model', kind: 'string' },
  { key: 'system_info.language', kind: 'string' },
  { key: 'system_info.version', kind: 'string' },
  { key: 'system_info.wifiEnabled', kind: 'boolean' },
  { key: 'network.networkType', kind: 'string' },
  { key: 'ip.province', kind: 'string' },
  { key: 'ip.city', kind: 'string' },
  { key: 'gender', kind: 'gender' },
  { key: 'created_at', kind: 'date' },
];

/** The operators of each kind, by the label key they are shown with (saved as `uiK`). */
export const OPERATORS: Record<FieldKind, readonly string[]> = {
  string: ['is', 'isNot', 'startsWith', 'endsWith', 'contains', 'notContains'],
  number: ['gt', 'lt', 'lte', 'gte', 'equal'],
  boolean: ['is'],
  gender: ['is'],
  scene: ['is', 'isNot'],
  date: ['day', 'earlier', 'later'],
};

export type ConditionValue = string | number | boolean | null;

/** One row of the panel. Dates are calendar days `YYYY-MM-DD` in UTC+8. */
export interface Condition {
  field: string;
  operator: string;
  value: ConditionValue;
}

export const fieldOf = (key: string): FilterField =>
  FILTER_FIELDS.find((field) => field.key === key) ?? { key, kind: 'string' };

export function newCondition(field = FILTER_FIELDS[0].key): Condition {
  return { field, operator: OPERATORS[fieldOf(field).kind][0], value: null };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unescapeRegex = (pattern: string) => pattern.replace(/\\(.)/g, '$1');

/** A condition with no value yet is left out of the search. */
export function isComplete(condition: Condition): boolean {
  return condition.value !== null && condition.value !== '';
}

export function toQueryItem({ field, operator, value }: Condition): QueryItem {
  const base = { k: field, uiK: operator };
  const text = String(value);
  switch (operator) {
    case 'isNot':
      return { ...base, op: 'ne', v: value };
    case 'startsWith':
      return { ...base, op: 'regex', v: `^${escapeRegex(text)}` };
    case 'endsWith':
      return { ...base, op: 'regex', v: `${escapeRegex(text)}$` };
    case 'contains':
      return { ...base, op: 'regex', v: escapeRegex(text) };
    case 'notContains':
      return { ...base, op: 'not_regex', v: escapeRegex(text) };
    case 'gt':
    case 'lt':
    case 'lte':
    case 'gte':
      return { ...base, op: operator, v: value };
    case 'day': {
      const { begin, end } = toDateRange({ from: text, to: text });
      return { ...base, op: 'between', v: [begin, end] };
    }
    case 'earlier':
      // 03 §3: "earlier (lte at start of day), later (gte at end of day)".
      return { ...base, op: 'lte', v: toDateRange({ from: text, to: text }).begin };
    case 'later':
      return { ...base, op: 'gte', v: toDateRange({ from: text, to: text }).end };
    default:
      // is, equal
      return { ...base, op: 'eq', v: value };
  }
}

const dayOf = (seconds: unknown) => new Date((Number(seconds) + 8 * 3600) * 1000).toISOString().slice(0, 10);

/** A saved query item back into a panel row. */
export function fromQueryItem(item: QueryItem): Condition {
  const operator = item.uiK ?? (item.op === 'ne' ? 'isNot' : item.op === 'eq' ? 'is' : item.op);
  const v = item.v;
  switch (operator) {
    case 'startsWith':
      return { field: item.k, operator, value: unescapeRegex(String(v).replace(/^\^/, '')) };
    case 'endsWith':
      return { field: item.k, operator, value: unescapeRegex(String(v).replace(/\$$/, '')) };
    case 'contains':
    case 'notContains':
      return { field: item.k, operator, value: unescapeRegex(String(v)) };
    case 'day':
      return { field: item.k, operator, value: dayOf((v as unknown[])[0]) };
    case 'earlier':
      return { field: item.k, operator, value: dayOf(v) };
    case 'later':
      return { field: item.k, operator, value: dayOf(Number(v) - 86_399) };
    default:
      return { field: item.k, operator, value: (v ?? null) as ConditionValue };
  }
}
