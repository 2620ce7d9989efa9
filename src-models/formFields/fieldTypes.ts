/**
 * How each dynamic form field type (01-platform §3, `config/formFields.ts`) is shown, filtered and exported,
 * written once for every page that lists form records (reservation records now, the form center later). A type
 * the product does not know, or a value of another shape than its type's, shows its raw value: never an error.
 */
import {
  isFormFieldType,
  type AddressValue,
  type BirthdayValue,
  type FieldChoice,
  type FormField,
  type FormFieldType,
  type NameValue,
  type PhoneValue,
  type RangeValue,
  type TimeSlotValue,
  type IdentityValue,
} from 'config/formFields';
import { regionLabel } from 'config/regions';
import type { MessageId } from 'src-locales/messageIds';
import { type FieldType, type FilterField } from '../list';
import { formatDate, formatDateTime } from '../common';

/** What a table cell does beyond showing the text: a tag for the terms, links for e-mail and phone. */
export type CellKind = 'text' | 'terms' | 'email' | 'phone';

/** The filter a type offers: its builder type, the path under the field's value, past days closed. */
export interface FilterSpec {
  type: FieldType;
  path?: string;
  futureOnly?: boolean;
}

/** The operator's language and its words, lent by the UI (react-intl) so this stays free of React. */
export interface FieldWords {
  locale: string;
  t: (id: MessageId) => string;
  /**
   * Identity document numbers shown whole: the operator holds the privilege that reads them (config/privileges.ts,
   * `*ReadIdentity`). Masked otherwise, in the table and the export alike.
   */
  wholeIdentity: boolean;
}

/**
 * An identity document's number as an operator without the privilege sees it: the first and last few characters
 * (3 and 4 of a mainland number's 18; 1 and 2 of a passport's 9), stars between, its length kept.
 */
export function maskIdentityNumber(id: string): string {
  const [head, tail] = id.length >= 15 ? [3, 4] : id.length >= 6 ? [1, 2] : [0, 0];
  return id.slice(0, head) + '*'.repeat(id.length - head - tail) + id.slice(id.length - tail);
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const pad = (value: number | undefined) => String(value ?? 0).padStart(2, '0');
const joined = (parts: readonly unknown[], separator = ' ') =>
  parts.filter((part) => !isEmpty(part)).join(separator);

/** A value shown as it is: text as text, anything else as JSON. */
export function rawText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Unix seconds as a day or a time (UTC+8); a day already written as text stays as it is. */
const day = (value: unknown) => (typeof value === 'number' ? formatDate(value) : rawText(value));
const moment = (value: unknown) => (typeof value === 'number' ? formatDateTime(value) : rawText(value));

const ranged = (show: (value: unknown) => string) => (value: unknown) => {
  if (!isObject(value)) return rawText(value);
  const { begin, end } = value as RangeValue;
  return `${show(begin)} ~ ${show(end)}`;
};

/** Entities a rich text may carry, read as the characters they stand for. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as plain words: tags dropped (never interpreted), entities read, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** MALE/FEMALE of the reservation form and the member codes 1/2/0 (02-operations §9). */
const GENDER_WORDS: Record<string, MessageId> = {
  MALE: 'list.gender.male',
  FEMALE: 'list.gender.female',
  '1': 'list.gender.male',
  '2': 'list.gender.female',
  '0': 'list.gender.unknown',
};

export function genderText(value: unknown, words: FieldWords): string | null {
  const key = GENDER_WORDS[rawText(value).toUpperCase()];
  return key ? words.t(key) : null;
}

const isEnglish = (words: FieldWords) => words.locale.startsWith('en');

/** A choice's name in the operator's language: its translation, a gender word, its description, its value. */
export function choiceLabel(choice: FieldChoice | undefined, value: string, words: FieldWords): string {
  const translated = isEnglish(words) ? choice?.translation?.en : choice?.translation?.zh;
  return translated || genderText(value, words) || choice?.description || value;
}

function optionText(field: FormField, value: unknown, words: FieldWords): string {
  const values = Array.isArray(value) ? value : [value];
  if (values.some((item) => typeof item !== 'string' && typeof item !== 'number')) return rawText(value);
  const choices = field.config?.options ?? [];
  return values
    .map((item) => {
      const text = String(item);
      return choiceLabel(
        choices.find((choice) => choice.value === text),
        text,
        words,
      );
    })
    .join(', ');
}

function nameText(value: unknown, words: FieldWords): string {
  if (!isObject(value)) return rawText(value);
  const { name, first_name, last_name } = value as NameValue;
  if (name) return name;
  return isEnglish(words) ? joined([first_name, last_name]) : joined([last_name, first_name], '');
}

function phoneText(value: unknown): string {
  if (!isObject(value)) return rawText(value);
  const { country_code, phone } = value as PhoneValue;
  const code = country_code ? `+${String(country_code).replace(/^\+/, '')}` : '';
  return joined([code, phone]);
}

function addressText(value: unknown, words: FieldWords): string {
  if (!isObject(value)) return rawText(value);
  const { country, province, city, district, address } = value as AddressValue;
  const region = (name?: string) => (name ? regionLabel(name, words.locale) : name);
  const parts = [country, region(province), region(city) === region(province) ? '' : region(city), district];
  // Chinese addresses read from the country down; English ones from the street up.
  return isEnglish(words) ? joined([address, ...parts.reverse()], ', ') : joined([...parts, address]);
}

function birthdayText(value: unknown): string {
  if (typeof value === 'number') return formatDate(value);
  if (!isObject(value)) return rawText(value);
  const { year, month, day: date, time } = value as BirthdayValue;
  if (year === undefined && month === undefined && date === undefined)
    return typeof time === 'number' ? formatDate(time) : '';
  return joined([year, month === undefined ? '' : pad(month), date === undefined ? '' : pad(date)], '-');
}

function timeSlotText(value: unknown): string {
  if (!isObject(value)) return rawText(value);
  const slot = value as TimeSlotValue & { date?: string | number };
  const hours =
    slot.start_hour === undefined
      ? ''
      : `${pad(slot.start_hour)}:${pad(slot.start_minute)}-${pad(slot.end_hour)}:${pad(slot.end_minute)}`;
  return joined([day(slot.date), hours]);
}

const IDENTITY_WORDS: Record<string, MessageId> = {
  mainland: 'formField.identity.mainland',
  hkm: 'formField.identity.hkm',
  taiwan: 'formField.identity.taiwan',
  passport: 'formField.identity.passport',
};

function identityText(value: unknown, words: FieldWords): string {
  if (!isObject(value)) return rawText(value);
  const { type, name, birthday } = value as IdentityValue;
  const id = typeof value.id === 'string' && !words.wholeIdentity ? maskIdentityNumber(value.id) : value.id;
  const kind = type && IDENTITY_WORDS[type] ? words.t(IDENTITY_WORDS[type]) : type;
  return joined([kind && id ? `${kind}: ${id}` : (kind ?? id), name, birthday], ' · ');
}

function termsText(value: unknown, words: FieldWords): string {
  if (value === 'agree' || value === true) return words.t('formField.tc.agree');
  if (value === 'disagree' || value === false) return words.t('formField.tc.disagree');
  return rawText(value);
}

const text = (value: unknown) => rawText(value);

interface TypeDescription {
  cell: CellKind;
  /** None: nothing to search on (rich text, personal documents, parts of a birthday). */
  filter?: FilterSpec;
  show: (value: unknown, words: FieldWords, field: FormField) => string;
  /** Numbers stay numbers in the workbook. */
  numeric?: boolean;
}

/** Every type, once: its cell, its filter and its text (the export writes the same text). */
export const FIELD_TYPES: Record<FormFieldType, TypeDescription> = {
  address: { cell: 'text', filter: { type: 'string', path: 'city' }, show: addressText },
  birthday: { cell: 'text', show: birthdayText },
  date: { cell: 'text', filter: { type: 'date', futureOnly: true }, show: day },
  date_time: { cell: 'text', filter: { type: 'date', futureOnly: true }, show: moment },
  date_range: { cell: 'text', filter: { type: 'date', path: 'begin', futureOnly: true }, show: ranged(day) },
  date_time_range: {
    cell: 'text',
    filter: { type: 'date', path: 'begin', futureOnly: true },
    show: ranged(moment),
  },
  email: { cell: 'email', filter: { type: 'string' }, show: text },
  hidden_text: { cell: 'text', filter: { type: 'string' }, show: text },
  html_content: {
    cell: 'text',
    show: (value) => (typeof value === 'string' ? plainText(value) : rawText(value)),
  },
  name: { cell: 'text', filter: { type: 'string', path: 'name' }, show: nameText },
  number: { cell: 'text', filter: { type: 'number' }, show: text, numeric: true },
  option: {
    cell: 'text',
    filter: { type: 'enum' },
    show: (value, words, field) => optionText(field, value, words),
  },
  phone: { cell: 'phone', filter: { type: 'string', path: 'phone' }, show: phoneText },
  tc: { cell: 'terms', filter: { type: 'enum' }, show: termsText },
  text: { cell: 'text', filter: { type: 'string' }, show: text },
  time: { cell: 'text', show: text },
  time_slot: { cell: 'text', filter: { type: 'date', path: 'date', futureOnly: true }, show: timeSlotText },
  identity: { cell: 'text', show: identityText },
};

const UNKNOWN: TypeDescription = { cell: 'text', show: text };

export const describeFieldType = (type: string): TypeDescription =>
  isFormFieldType(type) ? FIELD_TYPES[type] : UNKNOWN;

/** A field's label in the operator's language, else the other language, else its key. */
export function fieldLabel(field: FormField, words: Pick<FieldWords, 'locale'>): string {
  const translation = field.config?.translation;
  const [first, second] = words.locale.startsWith('en')
    ? [translation?.en, translation?.zh]
    : [translation?.zh, translation?.en];
  return first || second || field.key;
}

/** What the operator reads for a field's value; a value that surprises its type shows raw, never throws. */
export function fieldText(field: FormField, value: unknown, words: FieldWords): string {
  if (isEmpty(value)) return '';
  try {
    return describeFieldType(field.type).show(value, words, field);
  } catch {
    return rawText(value);
  }
}

/** The workbook cell of a field's value: the same text as the table, numbers as numbers. */
export function fieldExportValue(field: FormField, value: unknown, words: FieldWords): string | number {
  if (describeFieldType(field.type).numeric && typeof value === 'number') return value;
  return fieldText(field, value, words);
}

/** The filter's choices of an option or terms field, named in the operator's language. */
export function fieldChoices(field: FormField, words: FieldWords): { value: string; label: string }[] {
  if (field.type === 'tc')
    return [
      { value: 'agree', label: words.t('formField.tc.agree') },
      { value: 'disagree', label: words.t('formField.tc.disagree') },
    ];
  return (field.config?.options ?? []).map((choice) => ({
    value: choice.value,
    label: choiceLabel(choice, choice.value, words),
  }));
}

/**
 * The filter builder's field for a form field under `base` (e.g. `form_data`), or null for a type without one.
 * Its label and choices are literal texts in the operator's language (the form names them, not the catalogue).
 */
export function fieldFilter(base: string, field: FormField, words: FieldWords): FilterField | null {
  const spec = describeFieldType(field.type).filter;
  if (!spec || field.disable) return null;
  const options = spec.type === 'enum' ? fieldChoices(field, words) : undefined;
  return {
    key: joined([base, field.key, spec.path], '.'),
    labelKey: 'formField.field',
    label: fieldLabel(field, words),
    type: spec.type,
    ...(options ? { options: options.map((option) => ({ ...option, literal: true })) } : {}),
    ...(spec.futureOnly ? { futureOnly: true } : {}),
  };
}
