/** Every rule of a form-center form (01-platform §3, §5): a good config passes it, a bad one names it. */
import { NO_DEALER_FIELDS, HAS_DEALER_FIELDS } from 'mock/db/reservationForms';
import type { FormField } from '../formFields';
import { formProblems, labelMarkers, RULE_TEXT, ruleText, type FieldRule } from './rules';

const field = (type: string, config: Record<string, unknown> = {}, key = 'answer'): FormField => ({
  type,
  key,
  config: { translation: { en: 'Answer', zh: '回答' }, ...config },
});

const rulesOf = (fields: FormField[]) => formProblems(fields).map((problem) => problem.rule);

const slot = (start_hour: number, end_hour: number, start_minute = 0, end_minute = 0) => ({
  start_hour,
  start_minute,
  end_hour,
  end_minute,
  enable: true,
});

const option = (value: string) => ({ type: 'text', value });
const OPTIONS = [option('a'), option('b')];
const TC_LABEL = 'I accept the ${privacy policy} and the ${test ride policy}';
const TC_KEYWORDS = [
  { keyword: 'privacy policy', policy_id: 'policy-privacy' },
  { keyword: 'test ride policy', policy_id: 'policy-test-ride' },
];

/** [rule, a field that keeps it, a field that breaks it, the path of the problem] */
const CASES: [FieldRule, FormField, FormField, string][] = [
  ['key_required', field('text'), field('text', {}, ' '), 'key'],
  ['key_pattern', field('text', {}, 'a_1'), field('text', {}, '1a'), 'key'],
  ['key_pattern', field('text', {}, 'Ab'), field('text', {}, 'a-b'), 'key'],
  [
    'translation_en_required',
    field('text'),
    field('text', { translation: { zh: '回答' } }),
    'config.translation.en',
  ],
  [
    'translation_zh_required',
    field('text'),
    field('text', { translation: { en: 'A', zh: ' ' } }),
    'config.translation.zh',
  ],
  [
    'length_range',
    field('text', { max_length: 200 }),
    field('text', { max_length: 201 }),
    'config.max_length',
  ],
  [
    'length_range',
    field('hidden_text', { min_length: 0 }),
    field('hidden_text', { min_length: -1 }),
    'config.min_length',
  ],
  [
    'length_order',
    field('text', { min_length: 5, max_length: 5 }),
    field('text', { min_length: 6, max_length: 5 }),
    'config.min_length',
  ],
  [
    'length_order',
    field('hidden_text', { min_length: 1, max_length: 9 }),
    field('hidden_text', { min_length: 10, max_length: 9 }),
    'config.min_length',
  ],
  ['number_order', field('number', { min: -1, max: 1 }), field('number', { min: 2, max: 1 }), 'config.min'],
  [
    'options_required',
    field('option', { options: OPTIONS }),
    field('option', { options: [] }),
    'config.options',
  ],
  [
    'option_value_required',
    field('option', { options: OPTIONS }),
    field('option', { options: [option('a'), option(' ')] }),
    'config.options.1.value',
  ],
  [
    'option_value_duplicate',
    field('option', { options: OPTIONS }),
    field('option', { options: [option('a'), option('a')] }),
    'config.options.1.value',
  ],
  [
    'radio_single_only',
    field('option', { options: OPTIONS, is_radio: true }),
    field('option', { options: OPTIONS, is_radio: true, multiple_selection: true }),
    'config.is_radio',
  ],
  [
    'default_choice_unknown',
    field('option', { options: OPTIONS, default_choice: 'b' }),
    field('option', { options: OPTIONS, default_choice: 'c' }),
    'config.default_choice',
  ],
  [
    'default_choice_unknown',
    field('option', { options: OPTIONS, multiple_selection: true, default_choices: ['a', 'b'] }),
    field('option', { options: OPTIONS, multiple_selection: true, default_choices: ['a', 'z'] }),
    'config.default_choices.1',
  ],
  [
    'sms_code_missing',
    field('phone', { require_verification: true, sms_content: 'Your code is {code}' }),
    field('phone', { require_verification: true, sms_content: 'Your code' }),
    'config.sms_content',
  ],
  [
    'keyword_required',
    field('tc', { label: TC_LABEL, keywords: TC_KEYWORDS }),
    field('tc', { label: 'Terms', keywords: [{ keyword: '', policy_id: 'p' }] }),
    'config.keywords.0.keyword',
  ],
  [
    'keyword_not_in_text',
    field('tc', { label: TC_LABEL, keywords: TC_KEYWORDS }),
    field('tc', { label: 'I accept the privacy policy', keywords: [TC_KEYWORDS[0]] }),
    'config.keywords.0.keyword',
  ],
  [
    'keyword_policy_required',
    field('tc', { label: TC_LABEL, keywords: TC_KEYWORDS }),
    field('tc', { label: '${privacy policy}', keywords: [{ keyword: 'privacy policy', policy_id: '' }] }),
    'config.keywords.0.policy_id',
  ],
  [
    'marker_unlinked',
    field('tc', { label: TC_LABEL, keywords: TC_KEYWORDS }),
    field('tc', { label: TC_LABEL, keywords: [TC_KEYWORDS[0]] }),
    'config.label',
  ],
  [
    'time_type_unknown',
    field('time_slot', { available_time_type: 'dynamic_date' }),
    field('time_slot', { available_time_type: 'weekly' }),
    'config.available_time_type',
  ],
  [
    'calendar_date_invalid',
    field('time_slot', { available_time_type: 'calendar_date', calendar_date: { begin: '2026-02-28' } }),
    field('time_slot', { available_time_type: 'calendar_date', calendar_date: { begin: '2026-02-30' } }),
    'config.calendar_date.begin',
  ],
  [
    'calendar_order',
    field('time_slot', {
      available_time_type: 'calendar_date',
      calendar_date: { begin: '2026-01-01', end: '2026-01-01' },
    }),
    field('time_slot', {
      available_time_type: 'calendar_date',
      calendar_date: { begin: '2026-01-02', end: '2026-01-01' },
    }),
    'config.calendar_date.begin',
  ],
  [
    'dynamic_negative',
    field('time_slot', { available_time_type: 'dynamic_date', dynamic_date: { from: 0, to: 7 } }),
    field('time_slot', { available_time_type: 'dynamic_date', dynamic_date: { from: -1, to: 7 } }),
    'config.dynamic_date.from',
  ],
  [
    'dynamic_order',
    field('time_slot', { available_time_type: 'dynamic_date', dynamic_date: { from: 3, to: 3 } }),
    field('time_slot', { available_time_type: 'dynamic_date', dynamic_date: { from: 4, to: 3 } }),
    'config.dynamic_date.from',
  ],
  [
    'slot_type_unknown',
    field('time_slot', { slot: { type: 'weekday' } }),
    field('time_slot', { slot: { type: 'month' } }),
    'config.slot.type',
  ],
  [
    'weekday_key',
    field('time_slot', { slot: { type: 'weekday', weekday: { 0: [slot(9, 10)], 6: [] } } }),
    field('time_slot', { slot: { type: 'weekday', weekday: { 7: [slot(9, 10)] } } }),
    'config.slot.weekday.7',
  ],
  [
    'slot_time_invalid',
    field('time_slot', { slot: { type: 'day', day: [slot(0, 23, 0, 59)] } }),
    field('time_slot', { slot: { type: 'day', day: [slot(9, 24)] } }),
    'config.slot.day.0.end_hour',
  ],
  [
    'slot_time_invalid',
    field('time_slot', { slot: { type: 'day', day: [slot(9, 10, 30)] } }),
    field('time_slot', { slot: { type: 'day', day: [slot(9, 10, 60)] } }),
    'config.slot.day.0.start_minute',
  ],
  [
    'slot_order',
    field('time_slot', { slot: { type: 'weekday', weekday: { 3: [slot(9, 9, 0, 30)] } } }),
    field('time_slot', { slot: { type: 'weekday', weekday: { 3: [slot(9, 9, 30, 30)] } } }),
    'config.slot.weekday.3.0.end_hour',
  ],
  [
    'special_case_date',
    field('time_slot', { special_cases: [{ date: '2026-10-01', slots: [], enable: false }] }),
    field('time_slot', { special_cases: [{ date: '', slots: [] }] }),
    'config.special_cases.0.date',
  ],
  [
    'special_case_duplicate',
    field('time_slot', { special_cases: [{ date: '2026-10-01' }, { date: '2026-10-02' }] }),
    field('time_slot', { special_cases: [{ date: '2026-10-01' }, { date: '2026-10-01' }] }),
    'config.special_cases.1.date',
  ],
  [
    'slot_order',
    field('time_slot', { special_cases: [{ date: '2026-10-01', slots: [slot(9, 10)] }] }),
    field('time_slot', { special_cases: [{ date: '2026-10-01', slots: [slot(10, 9)] }] }),
    'config.special_cases.0.slots.0.end_hour',
  ],
  [
    'date_limit_invalid',
    field('birthday', { min: 0, max: 1700000000 }),
    field('birthday', { min: '1990-01-01' }),
    'config.min',
  ],
  [
    'date_limit_order',
    field('date', { min: 1700000000, max: 1700000000 }),
    field('date', { min: 1700000001, max: 1700000000 }),
    'config.min',
  ],
  ['date_limit_order', field('date_time', { min: 1 }), field('date_time', { min: 2, max: 1 }), 'config.min'],
  [
    'date_limit_order',
    field('date_range', { max: 1 }),
    field('date_range', { min: 2, max: 1 }),
    'config.min',
  ],
  [
    'date_limit_order',
    field('date_time_range', { min: 1, max: 2 }),
    field('date_time_range', { min: 2, max: 1 }),
    'config.min',
  ],
  [
    'identity_types_required',
    field('identity', { enabled_identity_types: ['passport'] }),
    field('identity', { enabled_identity_types: [] }),
    'config.enabled_identity_types',
  ],
  [
    'identity_type_unknown',
    field('identity', { enabled_identity_types: ['mainland', 'hkm', 'taiwan', 'passport'] }),
    field('identity', { enabled_identity_types: ['mainland', 'visa'] }),
    'config.enabled_identity_types.1',
  ],
  [
    'identity_default_disabled',
    field('identity', { enabled_identity_types: ['hkm', 'taiwan'], default_choice: 'taiwan' }),
    field('identity', { enabled_identity_types: ['hkm'], default_choice: 'mainland' }),
    'config.default_choice',
  ],
  ['content_id_required', field('html_content', { id: 'notice' }), field('html_content', {}), 'config.id'],
];

describe('formProblems', () => {
  it.each(CASES)('%s: a good config passes, a bad one is named at its path', (rule, good, bad, path) => {
    expect(rulesOf([good])).not.toContain(rule);
    expect(formProblems([bad])).toContainEqual(expect.objectContaining({ index: 0, rule, path }));
  });

  it('names a key used twice at the second field, with the key', () => {
    const fields = [field('text', {}, 'first'), field('email', {}, 'second'), field('number', {}, 'first')];
    expect(formProblems(fields)).toEqual([
      { index: 2, path: 'key', rule: 'key_duplicate', params: { key: 'first' } },
    ]);
    expect(formProblems(fields.slice(0, 2))).toEqual([]);
  });

  it('passes the seeded reservation forms (one field of each type) and keeps the common rules for a newer type', () => {
    expect(formProblems(NO_DEALER_FIELDS)).toEqual([]);
    expect(formProblems(HAS_DEALER_FIELDS)).toEqual([]);
    expect(rulesOf([{ type: 'star_rating', key: 'stars' }])).toEqual([
      'translation_en_required',
      'translation_zh_required',
    ]);
  });

  it('reads the marked parts of a terms label', () => {
    expect(labelMarkers(TC_LABEL)).toEqual(['privacy policy', 'test ride policy']);
    expect(labelMarkers('no marker, not even $ {this}')).toEqual([]);
  });

  it("gives the mock the spec's English text", () => {
    expect(RULE_TEXT.keyword_not_in_text).toBe('keyword not in text');
    expect(ruleText({ rule: 'sms_code_missing' })).toContain('{code}');
  });
});
