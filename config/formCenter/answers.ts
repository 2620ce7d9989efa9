/**
 * One answer of a form-center form checked as the mini-program checks it before sending (01-platform §3, the
 * helper validators of §5): pure, for the form builder's preview and the mock backend. The value shapes are
 * those of `config/formFields.ts`. A field's `error_msg`, when set, is the text the user reads for any problem
 * of its answer; otherwise the problem's rule names a default text.
 */
import { EMAIL_PATTERN, HELPER_RULES } from '../validators';
import type { FormField } from '../formFields';
import { configOf, dayOf, isDay, isObject, type Obj } from './values';

export const ANSWER_RULE_TEXT = {
  required: 'This field is required',
  too_short: 'Too short',
  too_long: 'Too long',
  pattern: 'The format is not valid',
  not_a_number: 'Enter a number',
  too_small: 'The value is too small',
  too_large: 'The value is too large',
  phone: 'Enter a valid mainland mobile number',
  country_code: 'Choose a country code',
  national_id: 'Enter a valid mainland ID number',
  identity_type: 'Choose a document type',
  identity_name: 'Enter the name on the document',
  identity_birthday: 'Enter the birthday on the document',
  email: 'Enter a valid e-mail address',
  too_early: 'The date is too early',
  too_late: 'The date is too late',
  range_order: 'The end must not be before the beginning',
  must_agree: 'Please agree to the terms',
  unknown_choice: 'Choose one of the options',
  slot_unavailable: 'Choose an available time slot',
} as const;

export type AnswerRule = keyof typeof ANSWER_RULE_TEXT;

export interface AnswerProblem {
  rule: AnswerRule;
  params?: Record<string, string | number>;
  /** The field's own error text (`config.error_msg`), shown instead of the rule's when set. */
  message?: string;
}

type Check = (value: unknown, config: Obj, now: number) => AnswerProblem | null;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const problem = (rule: AnswerRule, params?: AnswerProblem['params']): AnswerProblem =>
  params ? { rule, params } : { rule };
const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

/** Whether the user answered at all: what `required` asks of each type. */
function answered(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (!isObject(value)) return true;
  switch (field.type) {
    case 'name':
      return filled(value.name) || filled(value.first_name) || filled(value.last_name);
    case 'phone':
      return filled(value.phone);
    case 'identity':
      return filled(value.id);
    case 'date_range':
    case 'date_time_range':
      return filled(value.begin) && filled(value.end);
    case 'time_slot':
      return filled(value.date) || filled(value.start_hour);
    case 'birthday':
      return filled(value.time) || filled(value.year) || filled(value.month) || filled(value.day);
    case 'address':
      return Object.values(value).some(filled);
    default:
      return Object.values(value).some(filled);
  }
}

function textAnswer(value: unknown, config: Obj): AnswerProblem | null {
  const answer = typeof value === 'string' ? value : String(value);
  if (isNumber(config.min_length) && answer.length < config.min_length)
    return problem('too_short', { min: config.min_length });
  if (isNumber(config.max_length) && answer.length > config.max_length)
    return problem('too_long', { max: config.max_length });
  if (config.require_regexp === true && trimmed(config.regexp_content)) {
    try {
      if (!new RegExp(trimmed(config.regexp_content)).test(answer)) return problem('pattern');
    } catch {
      // A pattern the operator mistyped checks nothing rather than refusing every answer.
    }
  }
  return null;
}

function limits(answer: number, config: Obj, early: AnswerRule, late: AnswerRule): AnswerProblem | null {
  if (isNumber(config.min) && answer < config.min) return problem(early, { min: config.min });
  if (isNumber(config.max) && answer > config.max) return problem(late, { max: config.max });
  return null;
}

const numberAnswer: Check = (value, config) => {
  const answer = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (!isNumber(answer)) return problem('not_a_number');
  return limits(answer, config, 'too_small', 'too_large');
};

const isMainland = (code: unknown) => !trimmed(code) || trimmed(code).replace(/^\+/, '') === '86';

const phoneAnswer: Check = (value, config) => {
  const answer = isObject(value) ? value : { phone: value };
  if (config.require_country_code === true && !trimmed(answer.country_code)) return problem('country_code');
  const phone = trimmed(answer.phone);
  if (isMainland(answer.country_code) ? !HELPER_RULES.phone.test(phone) : !HELPER_RULES.digits.test(phone))
    return problem('phone');
  return null;
};

const identityAnswer: Check = (value, config) => {
  if (!isObject(value)) return problem('identity_type');
  const enabled = Array.isArray(config.enabled_identity_types) ? config.enabled_identity_types : [];
  const type = trimmed(value.type);
  if (!type || (enabled.length > 0 && !enabled.includes(type))) return problem('identity_type');
  if (type === 'mainland' && !HELPER_RULES.nationalId.test(trimmed(value.id))) return problem('national_id');
  if (!trimmed(value.id)) return problem('required');
  if (config.require_name === true && !trimmed(value.name)) return problem('identity_name');
  if (config.require_birthday === true && !trimmed(value.birthday)) return problem('identity_birthday');
  return null;
};

const emailAnswer: Check = (value) => (EMAIL_PATTERN.test(trimmed(value)) ? null : problem('email'));

const dateAnswer: Check = (value, config) =>
  isNumber(value) ? limits(value, config, 'too_early', 'too_late') : problem('required');

const rangeAnswer: Check = (value, config, now) => {
  if (!isObject(value) || !isNumber(value.begin) || !isNumber(value.end)) return problem('required');
  if (value.begin > value.end) return problem('range_order');
  return dateAnswer(value.begin, config, now) ?? dateAnswer(value.end, config, now);
};

const birthdayAnswer: Check = (value, config, now) => {
  const answer: Obj = isNumber(value) ? { time: value } : isObject(value) ? value : {};
  for (const part of ['year', 'month', 'day'])
    if (config[`require_${part}`] === true && !filled(answer[part]) && !isNumber(answer.time))
      return problem('required');
  if (!isNumber(answer.time)) return null;
  if (answer.time > now) return problem('too_late');
  return limits(answer.time, config, 'too_early', 'too_late');
};

const termsAnswer: Check = (value, config) =>
  config.must_agree === true && value !== 'agree' && value !== true ? problem('must_agree') : null;

const optionAnswer: Check = (value, config) => {
  const known = (Array.isArray(config.options) ? config.options : []).map((choice: unknown) =>
    isObject(choice) ? choice.value : undefined,
  );
  const chosen = Array.isArray(value) ? value : [value];
  if (config.multiple_selection !== true && chosen.length > 1) return problem('unknown_choice');
  return chosen.every((item) => known.includes(item)) ? null : problem('unknown_choice');
};

/** The days a time slot may be booked on, as `YYYY-MM-DD` bounds (either may be open). */
function bookableDays(config: Obj, now: number): [string | undefined, string | undefined] {
  if (config.available_time_type === 'calendar_date' && isObject(config.calendar_date)) {
    const { begin, end } = config.calendar_date;
    return [isDay(begin) ? begin : undefined, isDay(end) ? end : undefined];
  }
  if (config.available_time_type === 'dynamic_date' && isObject(config.dynamic_date)) {
    const { from, to } = config.dynamic_date;
    return [
      dayOf(now + (isNumber(from) ? from : 0) * 86400),
      isNumber(to) ? dayOf(now + to * 86400) : undefined,
    ];
  }
  return [dayOf(now), undefined];
}

const timeSlotAnswer: Check = (value, config, now) => {
  if (!isObject(value) || !isDay(value.date) || !isNumber(value.start_hour))
    return problem('slot_unavailable');
  const [first, last] = bookableDays(config, now);
  if ((first && value.date < first) || (last && value.date > last)) return problem('slot_unavailable');
  return null;
};

const ADDRESS_PARTS = ['country', 'province', 'city', 'district', 'address'];

const addressAnswer: Check = (value, config) => {
  const answer = isObject(value) ? value : {};
  const missing = ADDRESS_PARTS.find((part) => config[`require_${part}`] === true && !filled(answer[part]));
  return missing ? problem('required', { part: missing }) : null;
};

const nameAnswer: Check = (value, config) => {
  if (!isObject(value) || config.use_first_and_last !== true) return null;
  return filled(value.first_name) && filled(value.last_name) ? null : problem('required');
};

const CHECKS: Record<string, Check> = {
  address: addressAnswer,
  name: nameAnswer,
  text: textAnswer,
  hidden_text: textAnswer,
  number: numberAnswer,
  phone: phoneAnswer,
  identity: identityAnswer,
  email: emailAnswer,
  date: dateAnswer,
  date_time: dateAnswer,
  date_range: rangeAnswer,
  date_time_range: rangeAnswer,
  birthday: birthdayAnswer,
  tc: termsAnswer,
  option: optionAnswer,
  time_slot: timeSlotAnswer,
};

/**
 * The problem of one answer, or null when the mini-program would send it. An empty answer is a problem only when
 * the field is required (terms that must be agreed to always ask for the agreement). `now` is unix seconds:
 * a time slot is booked from today on, a birthday is not in the future.
 */
export function answerProblems(
  field: FormField,
  value: unknown,
  now: number = Math.floor(Date.now() / 1000),
): AnswerProblem | null {
  const config = configOf(field);
  const own = (found: AnswerProblem | null) => {
    const message = trimmed(config.error_msg);
    return found && message ? { ...found, message } : found;
  };
  if (!answered(field, value)) {
    if (field.type === 'tc') return own(termsAnswer(value, config, now));
    return own(config.required === true ? problem('required') : null);
  }
  return own(CHECKS[field.type]?.(value, config, now) ?? null);
}

/** The text the user reads for a problem: the field's own, else the rule's English text (the mock's answer). */
export const answerText = (found: AnswerProblem): string => found.message ?? ANSWER_RULE_TEXT[found.rule];
