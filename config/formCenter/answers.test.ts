/** One answer of each type checked as the mini-program checks it (01-platform §3, §5). */
import type { FormField } from '../formFields';
import { ANSWER_RULE_TEXT, answerProblems, answerText, type AnswerRule } from './answers';

/** 2026-06-01 00:00 UTC+8. */
const NOW = 1780243200;
const DAY = 86400;

const field = (type: string, config: Record<string, unknown> = {}): FormField => ({
  type,
  key: 'answer',
  config: { translation: { en: 'Answer', zh: '回答' }, ...config },
});

const OPTIONS = [
  { type: 'text', value: 'a' },
  { type: 'text', value: 'b' },
];
const slot = (date: string) => ({ date, start_hour: 9, start_minute: 0, end_hour: 10, end_minute: 0 });

/** [case, field, a good answer, a bad answer, the bad answer's rule] */
const CASES: [string, FormField, unknown, unknown, AnswerRule][] = [
  ['required text', field('text', { required: true }), 'hi', ' ', 'required'],
  ['text min length', field('text', { min_length: 3 }), 'abc', 'ab', 'too_short'],
  ['text max length', field('text', { max_length: 3 }), 'abc', 'abcd', 'too_long'],
  [
    'text regexp',
    field('text', { require_regexp: true, regexp_content: '^[A-Z]{2}\\d+$' }),
    'AB12',
    'ab12',
    'pattern',
  ],
  ['hidden text length', field('hidden_text', { max_length: 2 }), 'ok', 'nope', 'too_long'],
  ['number min', field('number', { min: 0, max: 60 }), 0, -1, 'too_small'],
  ['number max', field('number', { min: 0, max: 60 }), '60', 61, 'too_large'],
  ['number text', field('number'), 5, 'five', 'not_a_number'],
  [
    'mainland phone',
    field('phone'),
    { country_code: '+86', phone: '13800138000' },
    { country_code: '86', phone: '1380013800' },
    'phone',
  ],
  ['phone without code', field('phone'), { phone: '13800138000' }, { phone: '23800138000' }, 'phone'],
  [
    'foreign phone',
    field('phone'),
    { country_code: '+852', phone: '91234567' },
    { country_code: '+852', phone: '9123-4567' },
    'phone',
  ],
  [
    'phone country code',
    field('phone', { require_country_code: true }),
    { country_code: '+86', phone: '13800138000' },
    { phone: '13800138000' },
    'country_code',
  ],
  [
    'mainland id',
    field('identity', { enabled_identity_types: ['mainland'] }),
    { type: 'mainland', id: '11010519491231002X' },
    { type: 'mainland', id: '110105194912310021' },
    'national_id',
  ],
  [
    'identity type',
    field('identity', { enabled_identity_types: ['mainland', 'passport'] }),
    { type: 'passport', id: 'E12345678' },
    { type: 'hkm', id: 'H1234567' },
    'identity_type',
  ],
  [
    'identity name',
    field('identity', { require_name: true }),
    { type: 'passport', id: 'E1', name: 'Li Lei' },
    { type: 'passport', id: 'E1' },
    'identity_name',
  ],
  [
    'identity birthday',
    field('identity', { require_birthday: true }),
    { type: 'hkm', id: 'H1', birthday: '1990-01-01' },
    { type: 'hkm', id: 'H1' },
    'identity_birthday',
  ],
  ['e-mail', field('email'), 'li@moto.example', 'li@moto', 'email'],
  ['date min', field('date', { min: NOW, max: NOW + 10 * DAY }), NOW, NOW - DAY, 'too_early'],
  ['date time max', field('date_time', { max: NOW }), NOW, NOW + 1, 'too_late'],
  [
    'date range order',
    field('date_range'),
    { begin: NOW, end: NOW + DAY },
    { begin: NOW + DAY, end: NOW },
    'range_order',
  ],
  [
    'date time range limits',
    field('date_time_range', { max: NOW }),
    { begin: NOW - 1, end: NOW },
    { begin: NOW, end: NOW + 1 },
    'too_late',
  ],
  [
    'birthday in the future',
    field('birthday'),
    { year: 1990, month: 1, day: 1, time: 631123200 },
    { time: NOW + DAY },
    'too_late',
  ],
  ['birthday min', field('birthday', { min: 0 }), { time: 0 }, { time: -DAY }, 'too_early'],
  [
    'birthday parts',
    field('birthday', { require_year: true, require_month: true }),
    { year: 1990, month: 3 },
    { year: 1990 },
    'required',
  ],
  ['terms to agree', field('tc', { must_agree: true }), 'agree', 'disagree', 'must_agree'],
  ['terms left empty', field('tc', { must_agree: true }), 'agree', undefined, 'must_agree'],
  ['required option', field('option', { options: OPTIONS, required: true }), 'a', undefined, 'required'],
  ['unknown option', field('option', { options: OPTIONS }), 'b', 'c', 'unknown_choice'],
  [
    'multiple options',
    field('option', { options: OPTIONS, multiple_selection: true, required: true }),
    ['a', 'b'],
    [],
    'required',
  ],
  ['one option only', field('option', { options: OPTIONS }), ['a'], ['a', 'b'], 'unknown_choice'],
  [
    'time slot chosen',
    field('time_slot', { required: true }),
    slot('2026-06-02'),
    { date: '2026-06-02' },
    'slot_unavailable',
  ],
  ['time slot in the past', field('time_slot'), slot('2026-06-01'), slot('2026-05-31'), 'slot_unavailable'],
  [
    'dynamic days',
    field('time_slot', { available_time_type: 'dynamic_date', dynamic_date: { from: 1, to: 3 } }),
    slot('2026-06-04'),
    slot('2026-06-05'),
    'slot_unavailable',
  ],
  [
    'calendar days',
    field('time_slot', {
      available_time_type: 'calendar_date',
      calendar_date: { begin: '2026-07-01', end: '2026-07-31' },
    }),
    slot('2026-07-31'),
    slot('2026-06-30'),
    'slot_unavailable',
  ],
  [
    'address parts',
    field('address', { require_province: true, require_city: true }),
    { province: '广东省', city: '深圳市' },
    { province: '广东省' },
    'required',
  ],
  [
    'first and last name',
    field('name', { use_first_and_last: true }),
    { first_name: 'Lei', last_name: 'Li' },
    { first_name: 'Lei' },
    'required',
  ],
  ['required name', field('name', { required: true }), { name: '李雷' }, { name: '' }, 'required'],
];

describe('answerProblems', () => {
  it.each(CASES)('%s: a good answer passes, a bad one is named', (_, subject, good, bad, rule) => {
    expect(answerProblems(subject, good, NOW)).toBeNull();
    expect(answerProblems(subject, bad, NOW)).toMatchObject({ rule });
  });

  it('leaves an empty answer of a field that is not required alone', () => {
    expect(answerProblems(field('text', { min_length: 3 }), '', NOW)).toBeNull();
    expect(answerProblems(field('phone'), { country_code: '+86' }, NOW)).toBeNull();
    expect(answerProblems(field('html_content', { id: 'notice' }), undefined, NOW)).toBeNull();
  });

  it("shows the field's own error text when it has one, else the rule's", () => {
    const own = field('email', { error_msg: 'Please check the e-mail address' });
    expect(answerText(answerProblems(own, 'nope', NOW)!)).toBe('Please check the e-mail address');
    expect(answerText(answerProblems(field('email'), 'nope', NOW)!)).toBe(ANSWER_RULE_TEXT.email);
    expect(answerProblems(own, 'li@moto.example', NOW)).toBeNull();
  });

  it('does not refuse every answer for a pattern the operator mistyped', () => {
    expect(
      answerProblems(field('text', { require_regexp: true, regexp_content: '([' }), 'x', NOW),
    ).toBeNull();
  });
});
