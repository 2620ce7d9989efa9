/**
 * Every dynamic form field type in a table cell (01-platform §3): one row per type, the record's value and what
 * the operator reads, in English and in Chinese. The export writes the same texts (src-models/formFields).
 */
import { render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import { FORM_FIELD_TYPES, type FormField } from 'config/formFields';
import { areaMessages } from 'test/allMessages';
import { fieldExportValue, maskIdentityNumber } from 'src-models/formFields';
import { FieldCell, fieldWords } from './FieldCell';
import type { MessageId } from 'src-locales/messageIds';

/** 2025-06-01 00:00 and 2025-06-03 14:30 UTC+8. */
const JUNE_1 = 1748707200;
const JUNE_3_1430 = JUNE_1 + 2 * 86400 + 14.5 * 3600;

const field = (type: string, config: FormField['config'] = {}): FormField => ({
  type,
  key: 'answer',
  config: { translation: { en: 'Answer', zh: '回答' }, ...config },
});

const SERIES = field('option', {
  options: [
    { type: 'text', value: 'adv', translation: { en: 'Adventure', zh: '探险系列' } },
    { type: 'text', value: 'sport', description: 'Sport' },
  ],
  multiple_selection: true,
});
const GENDER = field('option', {
  options: [
    { type: 'text', value: 'MALE' },
    { type: 'text', value: 'FEMALE' },
  ],
});

/** [case, field, value, English, Chinese] */
const CASES: [string, FormField, unknown, string, string][] = [
  [
    'address',
    field('address'),
    { country: '中国', province: '广东省', city: '深圳市', district: '南山区', address: '科技园路 1 号' },
    '科技园路 1 号, 南山区, Shenzhen, Guangdong, 中国',
    '中国 广东省 深圳市 南山区 科技园路 1 号',
  ],
  ['birthday', field('birthday'), { year: 1990, month: 5, day: 7 }, '1990-05-07', '1990-05-07'],
  ['birthday without a day', field('birthday'), { year: 1990, month: 5 }, '1990-05', '1990-05'],
  ['date', field('date'), JUNE_1, '2025-06-01', '2025-06-01'],
  ['date_time', field('date_time'), JUNE_3_1430, '2025-06-03 14:30:00', '2025-06-03 14:30:00'],
  [
    'date_range',
    field('date_range'),
    { begin: JUNE_1, end: JUNE_1 + 2 * 86400 },
    '2025-06-01 ~ 2025-06-03',
    '2025-06-01 ~ 2025-06-03',
  ],
  [
    'date_time_range',
    field('date_time_range'),
    { begin: JUNE_3_1430, end: JUNE_3_1430 + 3600 },
    '2025-06-03 14:30:00 ~ 2025-06-03 15:30:00',
    '2025-06-03 14:30:00 ~ 2025-06-03 15:30:00',
  ],
  ['email', field('email'), 'leo@moto.example', 'leo@moto.example', 'leo@moto.example'],
  ['hidden_text', field('hidden_text'), 'PROMO2023', 'PROMO2023', 'PROMO2023'],
  [
    'html_content, as its words only',
    field('html_content'),
    '<p>Bring a <b>helmet</b> &amp; gloves<script>alert(1)</script></p>',
    'Bring a helmet & gloves',
    'Bring a helmet & gloves',
  ],
  ['name', field('name'), { name: '王芳' }, '王芳', '王芳'],
  ['name in two parts', field('name'), { first_name: 'Leo', last_name: 'Chen' }, 'Leo Chen', 'ChenLeo'],
  ['number', field('number'), 12, '12', '12'],
  ['option, translated', SERIES, ['adv', 'sport'], 'Adventure, Sport', '探险系列, Sport'],
  ['option, a choice the form no longer has', SERIES, 'gone', 'gone', 'gone'],
  ['gender MALE', GENDER, 'MALE', 'Male', '男'],
  ['gender FEMALE', GENDER, 'FEMALE', 'Female', '女'],
  ['gender code 1', GENDER, 1, 'Male', '男'],
  ['gender code 2', GENDER, '2', 'Female', '女'],
  [
    'phone with its country code',
    field('phone'),
    { country_code: '86', phone: '13800138000' },
    '+86 13800138000',
    '+86 13800138000',
  ],
  ['tc agree', field('tc'), 'agree', 'Agreed', '已同意'],
  ['tc disagree', field('tc'), 'disagree', 'Not agreed', '未同意'],
  ['text', field('text'), '=HYPERLINK("x")', '=HYPERLINK("x")', '=HYPERLINK("x")'],
  ['time', field('time'), '14:30', '14:30', '14:30'],
  [
    'time_slot',
    field('time_slot'),
    { date: JUNE_1, start_hour: 9, start_minute: 0, end_hour: 10, end_minute: 30 },
    '2025-06-01 09:00-10:30',
    '2025-06-01 09:00-10:30',
  ],
  [
    'identity',
    field('identity'),
    { type: 'passport', name: 'Leo Chen', id: 'E12345678', birthday: '1990-05-07' },
    'Passport: E12345678 · Leo Chen · 1990-05-07',
    '护照: E12345678 · Leo Chen · 1990-05-07',
  ],
  ['a type the product does not know', field('star_rating'), { stars: 4 }, '{"stars":4}', '{"stars":4}'],
  ['a value of another shape than its type', field('address'), 'Shenzhen', 'Shenzhen', 'Shenzhen'],
  ['no answer', field('text'), undefined, '-', '-'],
];

function Cell({ of, value, wholeIdentity }: { of: FormField; value: unknown; wholeIdentity: boolean }) {
  const words = fieldWords(useIntl(), wholeIdentity);
  return (
    <div data-testid="cell">
      <FieldCell field={of} value={value} words={words} />
    </div>
  );
}

/** As an operator who may read identity numbers whole (`wholeIdentity`) or not. */
function renderCell(of: FormField, value: unknown, locale: 'en-US' | 'zh-CN', wholeIdentity = true) {
  const messages = areaMessages[locale] as Record<MessageId, string>;
  return render(
    <IntlProvider locale={locale} messages={messages}>
      <Cell of={of} value={value} wholeIdentity={wholeIdentity} />
    </IntlProvider>,
  );
}

describe('a form record’s answer in a table cell', () => {
  it('covers every type of 01-platform §3', () => {
    const covered = new Set(CASES.map(([, of]) => of.type));
    expect(FORM_FIELD_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });

  it.each(CASES)('%s', (_, of, value, english, chinese) => {
    const { unmount } = renderCell(of, value, 'en-US');
    expect(screen.getByTestId('cell').textContent).toBe(english);
    unmount();
    renderCell(of, value, 'zh-CN');
    expect(screen.getByTestId('cell').textContent).toBe(chinese);
  });

  it('never renders the rich text’s markup', () => {
    renderCell(field('html_content'), '<img src=x onerror="alert(1)"><b>Hi</b>', 'en-US');
    expect(screen.getByTestId('cell').innerHTML).toBe('Hi');
  });

  it('shows the terms as a tag, e-mail and phone as links', () => {
    renderCell(field('tc'), 'agree', 'en-US');
    expect(screen.getByText('Agreed')).toHaveClass('ant-tag-green');
    renderCell(field('email'), 'leo@moto.example', 'en-US');
    expect(screen.getByRole('link', { name: 'leo@moto.example' })).toHaveAttribute(
      'href',
      'mailto:leo@moto.example',
    );
    renderCell(field('phone'), { country_code: '852', phone: '9123 4567' }, 'en-US');
    expect(screen.getByRole('link', { name: '+852 9123 4567' })).toHaveAttribute('href', 'tel:+85291234567');
  });

  it('exports the same words, numbers as numbers', () => {
    const t = (id: string) => areaMessages['zh-CN'][id];
    const words = { locale: 'zh-CN', t, wholeIdentity: true };
    expect(fieldExportValue(field('number'), 12, words)).toBe(12);
    expect(fieldExportValue(GENDER, 'FEMALE', words)).toBe('女');
    expect(fieldExportValue(field('tc'), 'agree', words)).toBe('已同意');
    const document = { type: 'mainland', id: '110101199003071234' };
    expect(fieldExportValue(field('identity'), document, { ...words, wholeIdentity: false })).toBe(
      '大陆身份证: 110***********1234',
    );
  });

  it('masks identity numbers for an operator without the privilege to read them whole', () => {
    const document = { type: 'passport', name: 'Leo Chen', id: 'E12345678', birthday: '1990-05-07' };
    renderCell(field('identity'), document, 'en-US', false);
    expect(screen.getByTestId('cell').textContent).toBe('Passport: E******78 · Leo Chen · 1990-05-07');
    expect(maskIdentityNumber('110101199003071234')).toBe('110***********1234');
    expect(maskIdentityNumber('C1234')).toBe('*****');
  });
});
