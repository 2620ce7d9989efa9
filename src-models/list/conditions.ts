/**
 * The filter builder's operators (03-community-analytics §3 "Filter operators"), per field type, and how each
 * becomes a query item of the search engine and back. A condition keeps what the operator typed (`raw`); the
 * query item keeps the operator label `uiK` next to `op` and `v`, so a saved filter loads back as it was made.
 * Days are UTC+8 days (the brand's time zone).
 */
import type { QueryItem } from 'src-services/types';
import type { MessageId } from 'src-locales/messageIds';
import { DAY_SECONDS, dayEnd, dayStart, formatDate, formatDateTime, parseDateTime } from '../common/time';

export type FieldType = 'string' | 'date' | 'time' | 'number' | 'boolean' | 'gender' | 'scene' | 'enum';

export interface FieldOption {
  value: string;
  /** A message key (a MessageId), or a literal label when `literal` is set (scene names come with their own texts). */
  label: string;
  literal?: boolean;
}

/** A field the operator can filter on. */
export interface FilterField {
  key: string;
  /** Message key of the field's name. */
  labelKey: MessageId;
  /** The name as a literal text, for fields a form defines at run time (it wins over `labelKey`). */
  label?: string;
  type: FieldType;
  /** For enum and scene fields: the choices. Gender has its own. */
  options?: FieldOption[];
  /** A date field whose picker offers today and later only (reservation dates, 02-operations §5). */
  futureOnly?: boolean;
}

/** A filter field's name as the operator reads it. */
export const filterLabel = (field: FilterField, format: (id: MessageId) => string): string =>
  field.label ?? format(field.labelKey);

/** One row of the builder, as the operator sees it. */
export interface Condition {
  k: string;
  uiK: string;
  raw: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const unescapeRegex = (text: string) => text.replace(/\\(.)/g, '$1');

interface OperatorSpec {
  toItem(raw: string): Pick<QueryItem, 'op' | 'v'> | null;
  fromItem(v: unknown): string;
}

const regexOperator = (op: 'regex' | 'not_regex', before: string, after: string): OperatorSpec => ({
  toItem: (raw) => (raw === '' ? null : { op, v: `${before}${escapeRegex(raw)}${after}` }),
  fromItem: (v) => {
    let text = typeof v === 'string' ? v : '';
    if (before && text.startsWith(before)) text = text.slice(before.length);
    if (after && text.endsWith(after) && !text.endsWith(`\\${after}`)) text = text.slice(0, -after.length);
    return unescapeRegex(text);
  },
});

const STRING_OPERATORS: Record<string, OperatorSpec> = {
  is: regexOperator('regex', '^', '$'),
  is_not: regexOperator('not_regex', '^', '$'),
  start_with: regexOperator('regex', '^', ''),
  end_with: regexOperator('regex', '', '$'),
  contains: regexOperator('regex', '', ''),
  not_contain: regexOperator('not_regex', '', ''),
};

const DATE_OPERATORS: Record<string, OperatorSpec> = {
  day: {
    toItem: (raw) => {
      const start = dayStart(raw);
      return start === null ? null : { op: 'between', v: [start, start + DAY_SECONDS - 1] };
    },
    fromItem: (v) => (Array.isArray(v) && typeof v[0] === 'number' ? formatDate(v[0]) : ''),
  },
  earlier: {
    toItem: (raw) => {
      const start = dayStart(raw);
      return start === null ? null : { op: 'lte', v: start };
    },
    fromItem: (v) => (typeof v === 'number' ? formatDate(v) : ''),
  },
  later: {
    toItem: (raw) => {
      const end = dayEnd(raw);
      return end === null ? null : { op: 'gte', v: end };
    },
    fromItem: (v) => (typeof v === 'number' ? formatDate(v) : ''),
  },
};

function comparison(op: QueryItem['op'], read: (raw: string) => number | null, write: (v: number) => string) {
  return {
    toItem: (raw: string) => {
      const value = read(raw);
      return value === null ? null : { op, v: value };
    },
    fromItem: (v: unknown) => (typeof v === 'number' ? write(v) : ''),
  };
}

const readNumber = (raw: string) => (raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : null);

const comparisons = (read: (raw: string) => number | null, write: (v: number) => string) => ({
  gt: comparison('gt', read, write),
  lt: comparison('lt', read, write),
  lte: comparison('lte', read, write),
  gte: comparison('gte', read, write),
  equal: comparison('eq', read, write),
});

const equalsChoice = (read: (raw: string) => unknown): Record<string, OperatorSpec> => ({
  is: {
    toItem: (raw) => {
      const value = read(raw);
      return value === null ? null : { op: 'eq', v: value };
    },
    fromItem: (v) => (v === undefined || v === null ? '' : String(v)),
  },
});

const OPERATORS: Record<FieldType, Record<string, OperatorSpec>> = {
  string: STRING_OPERATORS,
  date: DATE_OPERATORS,
  time: comparisons(parseDateTime, formatDateTime),
  number: comparisons(readNumber, String),
  boolean: equalsChoice((raw) => (raw === 'true' ? true : raw === 'false' ? false : null)),
  gender: equalsChoice(readNumber),
  scene: equalsChoice(readNumber),
  enum: equalsChoice((raw) => (raw === '' ? null : raw)),
};

/** Gender codes of 03-community-analytics §3: Male 1, Female 2, Unknown 0. */
export const GENDER_OPTIONS: FieldOption[] = [
  { value: '1', label: 'list.gender.male' },
  { value: '2', label: 'list.gender.female' },
  { value: '0', label: 'list.gender.unknown' },
];

export const BOOLEAN_OPTIONS: FieldOption[] = [
  { value: 'true', label: 'list.boolean.yes' },
  { value: 'false', label: 'list.boolean.no' },
];

/** The operator labels (`uiK`) a field type offers, in menu order; the message key is `list.op.<uiK>`. */
export function operatorsFor(type: FieldType): string[] {
  return Object.keys(OPERATORS[type]);
}

export function optionsFor(field: FilterField): FieldOption[] | undefined {
  if (field.type === 'boolean') return BOOLEAN_OPTIONS;
  if (field.type === 'gender') return GENDER_OPTIONS;
  return field.options;
}

/** A new row for a field: its first operator, nothing typed yet. */
export function emptyCondition(field: FilterField): Condition {
  return { k: field.key, uiK: operatorsFor(field.type)[0], raw: '' };
}

/** The query item for a row, or null while the row is incomplete or its value cannot be read. */
export function toQueryItem(condition: Condition, field: FilterField): QueryItem | null {
  const spec = OPERATORS[field.type][condition.uiK];
  const converted = spec?.toItem(condition.raw);
  return converted ? { k: condition.k, uiK: condition.uiK, ...converted } : null;
}

/** The row a query item came from (a saved filter, the URL). Unknown fields or operators give null. */
export function fromQueryItem(item: QueryItem, fields: readonly FilterField[]): Condition | null {
  const field = fields.find((candidate) => candidate.key === item.k);
  const uiK = item.uiK ?? '';
  const spec = field && OPERATORS[field.type][uiK];
  return spec ? { k: item.k, uiK, raw: spec.fromItem(item.v) } : null;
}
