/**
 * The rules a form of the form center (01-platform §3 and §5) must keep before it is saved: pure, shared by the
 * form builder (which shows each problem next to its input) and the mock backend (which refuses a form that
 * breaks one, with `RULE_TEXT`).
 *
 * A problem names the field's index in the form, the path of what is wrong inside the field entry (`key`,
 * `config.translation.en`, `config.options.2.value`, `config.slot.weekday.3.0.end_hour`...), a rule id and the
 * rule's params. A setting left out is not a problem (the mini-program's default applies); a setting given must
 * make sense. Conventions this module fixes:
 * - phone: when `require_verification` is on, `sms_content` carries the code where `SMS_CODE_PLACEHOLDER`
 *   (`{code}`) stands;
 * - tc: the label marks each clickable part as `${keyword}`; each keyword occurs so marked in the label and links
 *   to a policy id, and each marked part has its keyword;
 * - time_slot: `calendar_date.begin/end` and `special_cases[].date` are days written `YYYY-MM-DD`;
 *   `dynamic_date.from/to` are days from today; `slot.weekday` is keyed `0`-`6`, Sunday `0`;
 * - birthday, date, date_time, date_range, date_time_range: `min`/`max` are unix seconds;
 * - `invisible` is editable only with a privilege: a rule of the UI, not of the form.
 */
import { FIELD_KEY_PATTERN, IDENTITY_TYPES, type FormField } from '../formFields';
import { configOf, isDay, isObject, type Obj } from './values';

/** Where a verification SMS puts the code (phone `sms_content`). */
export const SMS_CODE_PLACEHOLDER = '{code}';
/** The text length slider's maximum (01-platform §5). */
export const TEXT_LENGTH_MAX = 200;
/** A clickable part of a terms label: `${keyword}`. */
const MARKER = /\$\{([^}]*)\}/g;

export const RULE_TEXT = {
  key_required: 'Key is required',
  key_pattern: 'Key must start with a letter, followed by letters, digits or underscore',
  key_duplicate: 'Key is already used by another field',
  translation_en_required: 'English label is required',
  translation_zh_required: 'Chinese label is required',
  length_range: 'Length must be between 0 and 200',
  length_order: 'Minimum length must not exceed maximum length',
  number_order: 'Minimum must not exceed maximum',
  options_required: 'Add at least one option',
  option_value_required: 'Option value is required',
  option_value_duplicate: 'Option values must be unique',
  radio_single_only: 'Radio style is only for single selection',
  default_choice_unknown: 'Default choice must be one of the options',
  sms_code_missing: 'SMS content must contain the code placeholder {code}',
  keyword_required: 'Keyword is required',
  keyword_not_in_text: 'keyword not in text',
  keyword_policy_required: 'Policy id is required',
  marker_unlinked: 'Every marked part of the label needs a keyword',
  time_type_unknown: 'Available time must be calendar date or dynamic date',
  calendar_date_invalid: 'Date must be a valid day',
  calendar_order: 'Begin date must not be after end date',
  dynamic_negative: 'Days in the future must be 0 or more',
  dynamic_order: 'From must not exceed to',
  slot_type_unknown: 'Slot type must be day or weekday',
  weekday_key: 'Weekday must be 0 (Sunday) to 6 (Saturday)',
  slot_time_invalid: 'Hours must be 0-23 and minutes 0-59',
  slot_order: 'Slot start must be before its end',
  special_case_date: 'Special case needs a valid date',
  special_case_duplicate: 'Only one special case per date',
  date_limit_invalid: 'Limit must be a time in unix seconds',
  date_limit_order: 'Earliest must not be after latest',
  identity_types_required: 'Enable at least one identity type',
  identity_type_unknown: 'Unknown identity type',
  identity_default_disabled: 'Default identity type must be enabled',
  content_id_required: 'Content id is required',
} as const;

export type FieldRule = keyof typeof RULE_TEXT;

export interface FieldProblem {
  /** The field's index in the form. */
  index: number;
  /** Where inside the field entry: `key` or `config.<path>`. */
  path: string;
  rule: FieldRule;
  params?: Record<string, string | number>;
}

type Report = (path: string, rule: FieldRule, params?: FieldProblem['params']) => void;
type TypeCheck = (config: Obj, report: Report) => void;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function lengths(config: Obj, report: Report) {
  for (const name of ['min_length', 'max_length']) {
    const value = config[name];
    if (value === undefined) continue;
    if (!isNumber(value) || !Number.isInteger(value) || value < 0 || value > TEXT_LENGTH_MAX)
      report(`config.${name}`, 'length_range', { max: TEXT_LENGTH_MAX });
  }
  if (isNumber(config.min_length) && isNumber(config.max_length) && config.min_length > config.max_length)
    report('config.min_length', 'length_order');
}

function numberLimits(config: Obj, report: Report) {
  if (isNumber(config.min) && isNumber(config.max) && config.min > config.max)
    report('config.min', 'number_order');
}

function dateLimits(config: Obj, report: Report) {
  for (const name of ['min', 'max']) {
    const value = config[name];
    if (value !== undefined && value !== null && !(isNumber(value) && Number.isInteger(value)))
      report(`config.${name}`, 'date_limit_invalid');
  }
  if (isNumber(config.min) && isNumber(config.max) && config.min > config.max)
    report('config.min', 'date_limit_order');
}

function options(config: Obj, report: Report) {
  const list = Array.isArray(config.options) ? (config.options as unknown[]) : [];
  if (list.length === 0) report('config.options', 'options_required');
  const values = list.map((choice) => (isObject(choice) ? text(choice.value) : ''));
  values.forEach((value, index) => {
    if (!value) report(`config.options.${index}.value`, 'option_value_required');
    else if (values.indexOf(value) !== index)
      report(`config.options.${index}.value`, 'option_value_duplicate', { value });
  });
  const multiple = config.multiple_selection === true;
  if (multiple && config.is_radio === true) report('config.is_radio', 'radio_single_only');
  const known = (value: unknown) => typeof value === 'string' && values.includes(value.trim());
  if (!multiple && config.default_choice !== undefined && config.default_choice !== '') {
    if (!known(config.default_choice))
      report('config.default_choice', 'default_choice_unknown', { value: String(config.default_choice) });
  }
  if (multiple && Array.isArray(config.default_choices))
    (config.default_choices as unknown[]).forEach((value, index) => {
      if (!known(value))
        report(`config.default_choices.${index}`, 'default_choice_unknown', { value: String(value) });
    });
}

function phone(config: Obj, report: Report) {
  if (config.require_verification === true && !text(config.sms_content).includes(SMS_CODE_PLACEHOLDER))
    report('config.sms_content', 'sms_code_missing', { placeholder: SMS_CODE_PLACEHOLDER });
}

/** The keywords a terms label marks: `I accept the ${privacy policy}` marks `privacy policy`. */
export function labelMarkers(label: string): string[] {
  return Array.from(label.matchAll(MARKER), (match) => match[1]);
}

function terms(config: Obj, report: Report) {
  const label = typeof config.label === 'string' ? config.label : '';
  const marked = labelMarkers(label);
  const keywords = Array.isArray(config.keywords) ? (config.keywords as unknown[]) : [];
  const named = keywords.map((entry) => (isObject(entry) ? text(entry.keyword) : ''));
  keywords.forEach((entry, index) => {
    const keyword = named[index];
    if (!keyword) report(`config.keywords.${index}.keyword`, 'keyword_required');
    else if (!marked.includes(keyword))
      report(`config.keywords.${index}.keyword`, 'keyword_not_in_text', { keyword });
    if (!isObject(entry) || !text(entry.policy_id))
      report(`config.keywords.${index}.policy_id`, 'keyword_policy_required');
  });
  marked
    .filter((keyword, index) => marked.indexOf(keyword) === index && !named.includes(keyword.trim()))
    .forEach((keyword) => report('config.label', 'marker_unlinked', { keyword }));
}

const inRange = (value: unknown, max: number) =>
  isNumber(value) && Number.isInteger(value) && value >= 0 && value <= max;

function slots(list: unknown, path: string, report: Report) {
  if (!Array.isArray(list)) return;
  list.forEach((slot: unknown, index) => {
    const at = `${path}.${index}`;
    const entry = isObject(slot) ? slot : {};
    const bad = [
      ...(['start_hour', 'end_hour'] as const).filter((name) => !inRange(entry[name], 23)),
      ...(['start_minute', 'end_minute'] as const).filter((name) => !inRange(entry[name] ?? 0, 59)),
    ];
    if (bad.length > 0) {
      report(`${at}.${bad[0]}`, 'slot_time_invalid');
      return;
    }
    const start = (entry.start_hour as number) * 60 + ((entry.start_minute as number) ?? 0);
    const end = (entry.end_hour as number) * 60 + ((entry.end_minute as number) ?? 0);
    if (start >= end) report(`${at}.end_hour`, 'slot_order');
  });
}

function availableDays(config: Obj, report: Report) {
  const kind = config.available_time_type;
  if (kind === undefined) return;
  if (kind === 'calendar_date') {
    const range = isObject(config.calendar_date) ? config.calendar_date : {};
    for (const name of ['begin', 'end'])
      if (range[name] !== undefined && !isDay(range[name]))
        report(`config.calendar_date.${name}`, 'calendar_date_invalid');
    if (isDay(range.begin) && isDay(range.end) && range.begin > range.end)
      report('config.calendar_date.begin', 'calendar_order');
  } else if (kind === 'dynamic_date') {
    const range = isObject(config.dynamic_date) ? config.dynamic_date : {};
    for (const name of ['from', 'to'])
      if (range[name] !== undefined && !inRange(range[name], Number.MAX_SAFE_INTEGER))
        report(`config.dynamic_date.${name}`, 'dynamic_negative');
    if (isNumber(range.from) && isNumber(range.to) && range.from > range.to)
      report('config.dynamic_date.from', 'dynamic_order');
  } else report('config.available_time_type', 'time_type_unknown');
}

function timeSlot(config: Obj, report: Report) {
  availableDays(config, report);
  if (isObject(config.slot)) {
    const slot = config.slot;
    if (slot.type !== undefined && slot.type !== 'day' && slot.type !== 'weekday')
      report('config.slot.type', 'slot_type_unknown');
    slots(slot.day, 'config.slot.day', report);
    if (isObject(slot.weekday))
      for (const [weekday, list] of Object.entries(slot.weekday)) {
        if (!/^[0-6]$/.test(weekday)) report(`config.slot.weekday.${weekday}`, 'weekday_key', { weekday });
        else slots(list, `config.slot.weekday.${weekday}`, report);
      }
  }
  const cases = Array.isArray(config.special_cases) ? (config.special_cases as unknown[]) : [];
  const dates = cases.map((entry) => (isObject(entry) ? entry.date : undefined));
  cases.forEach((entry, index) => {
    const date = dates[index];
    if (!isDay(date)) report(`config.special_cases.${index}.date`, 'special_case_date');
    else if (dates.indexOf(date) !== index)
      report(`config.special_cases.${index}.date`, 'special_case_duplicate', { date });
    if (isObject(entry)) slots(entry.slots, `config.special_cases.${index}.slots`, report);
  });
}

function identity(config: Obj, report: Report) {
  const enabled = Array.isArray(config.enabled_identity_types)
    ? (config.enabled_identity_types as unknown[])
    : [];
  const known = (type: unknown) => (IDENTITY_TYPES as readonly unknown[]).includes(type);
  enabled.forEach((type, index) => {
    if (!known(type))
      report(`config.enabled_identity_types.${index}`, 'identity_type_unknown', { type: String(type) });
  });
  if (!enabled.some(known)) report('config.enabled_identity_types', 'identity_types_required');
  const fallback = config.default_choice;
  if (fallback !== undefined && fallback !== '' && !(known(fallback) && enabled.includes(fallback)))
    report('config.default_choice', 'identity_default_disabled', { type: String(fallback) });
}

function htmlContent(config: Obj, report: Report) {
  if (!text(config.id)) report('config.id', 'content_id_required');
}

/** Each type's own rules; a type without its own (email, name, address, time, a newer type) has the common. */
const TYPE_CHECKS: Record<string, TypeCheck> = {
  text: lengths,
  hidden_text: lengths,
  number: numberLimits,
  option: options,
  phone,
  tc: terms,
  time_slot: timeSlot,
  birthday: dateLimits,
  date: dateLimits,
  date_time: dateLimits,
  date_range: dateLimits,
  date_time_range: dateLimits,
  identity,
  html_content: htmlContent,
};

/** What blocks the save of a form: every problem of every field, in the fields' order. */
export function formProblems(fields: readonly FormField[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const keys = fields.map((field) => text(field.key));
  fields.forEach((field, index) => {
    const report: Report = (path, rule, params) =>
      problems.push({ index, path, rule, ...(params ? { params } : {}) });
    const key = keys[index];
    if (!key) report('key', 'key_required');
    else if (!FIELD_KEY_PATTERN.test(key)) report('key', 'key_pattern');
    else if (keys.indexOf(key) !== index) report('key', 'key_duplicate', { key });
    const config = configOf(field);
    const translation = isObject(config.translation) ? config.translation : {};
    if (!text(translation.en)) report('config.translation.en', 'translation_en_required');
    if (!text(translation.zh)) report('config.translation.zh', 'translation_zh_required');
    TYPE_CHECKS[field.type]?.(config, report);
  });
  return problems;
}

/** The English text of a problem, as the mock backend answers it. */
export const ruleText = (problem: Pick<FieldProblem, 'rule'>): string => RULE_TEXT[problem.rule];
