/**
 * The seeded form-center forms' fields (issue 15), by form name: together they use every one of the eighteen
 * types of 01-platform §3 ('Test ride sign-up' alone has one field of each, the reservation 'No Dealer' form's),
 * and the answers a record holds for each type (`config/formFields.ts`).
 */
import type { FormField } from '../../config/formFields';
import type { Random } from '../lib/random';
import { choice, field, NO_DEALER_FIELDS } from './reservationForms';

const DAY = 86400;

export const FORM_FIELDS_BY_NAME: Record<string, FormField[]> = {
  'Ownership complaint': [field('text', 'evidence', 'Evidence', '凭证', { required: true })],
  'Test ride sign-up': NO_DEALER_FIELDS,
  'Club event registration': [
    field('name', 'name', 'Name', '姓名', { required: true }),
    field('phone', 'phone', 'Phone', '手机', { required: true }),
    field('option', 'club', 'Club', '车友会', {
      options: [choice('north', 'North riders', '北方骑士'), choice('south', 'South riders', '南方骑士')],
    }),
    field('date', 'event_day', 'Event day', '活动日期'),
  ],
  'Service feedback': [
    field('name', 'name', 'Name', '姓名'),
    field('number', 'score', 'Score', '评分', { min: 1, max: 5 }),
    field('text', 'comment', 'Comment', '意见'),
  ],
  'Dealer enquiry': [
    field('name', 'name', 'Name', '姓名', { required: true }),
    field('email', 'email', 'E-mail', '邮箱'),
    field('address', 'address', 'Address', '地址'),
    field('text', 'question', 'Question', '问题'),
  ],
  'Track day waiver': [
    field('name', 'name', 'Name', '姓名', { required: true }),
    field('identity', 'identity', 'Identity document', '证件', {
      enabled_identity_types: ['mainland', 'passport'],
    }),
    field('tc', 'waiver', 'Waiver', '免责声明', { must_agree: true }),
    field('time_slot', 'session', 'Session', '场次'),
  ],
};

const PEOPLE: readonly [string, string, string][] = [
  ['王芳', 'Fang', 'Wang'],
  ['李伟', 'Wei', 'Li'],
  ['Leo Chen', 'Leo', 'Chen'],
  ['张敏', 'Min', 'Zhang'],
  ['Mia Wong', 'Mia', 'Wong'],
];

const CITIES: readonly [string, string, string][] = [
  ['广东省', '深圳市', '南山区'],
  ['上海市', '上海市', '浦东新区'],
  ['北京市', '北京市', '朝阳区'],
  ['浙江省', '杭州市', '西湖区'],
];

/** One answer of the field's type, as the mini-program sends it; now and then none (an optional field). */
export function answerFor(formField: FormField, random: Random, now: number, index: number): unknown {
  const [zhName, first, last] = PEOPLE[index % PEOPLE.length];
  const day = now + random.int(1, 40) * DAY;
  switch (formField.type) {
    case 'address': {
      const [province, city, district] = random.pick(CITIES);
      return { country: '中国', province, city, district, address: `${random.int(1, 300)} 号` };
    }
    case 'birthday':
      return { year: random.int(1965, 2004), month: random.int(1, 12), day: random.int(1, 28) };
    case 'date':
      return day;
    case 'date_time':
      return day + random.int(9, 18) * 3600;
    case 'date_range':
      return { begin: day, end: day + random.int(1, 5) * DAY };
    case 'date_time_range':
      return { begin: day + 10 * 3600, end: day + 12 * 3600 };
    case 'email':
      return `${first.toLowerCase()}.${last.toLowerCase()}${index}@moto.example`;
    case 'hidden_text':
      return `PROMO${random.int(100, 999)}`;
    case 'html_content':
      return '<p>Bring a <b>helmet</b> &amp; gloves</p>';
    case 'name':
      return index % 3 === 2 ? { first_name: first, last_name: last } : { name: zhName };
    case 'number':
      return random.int(1, 5);
    case 'option': {
      const choices = formField.config?.options ?? [];
      if (choices.length === 0) return undefined;
      if (formField.config?.multiple_selection)
        return random.pickMany(choices, random.int(1, choices.length)).map((option) => option.value);
      return random.pick(choices).value;
    }
    case 'phone':
      return { country_code: '86', phone: `138${String(random.int(0, 99999999)).padStart(8, '0')}` };
    case 'tc':
      return index % 7 === 6 ? 'disagree' : 'agree';
    case 'text':
      // Every fifth answer looks like a spreadsheet formula: the export must write it as text.
      return index % 5 === 4 ? '=HYPERLINK("http://evil.example")' : `Answer ${index + 1}`;
    case 'time':
      return `${String(random.int(9, 17)).padStart(2, '0')}:30`;
    case 'time_slot':
      return { date: day, start_hour: 10, start_minute: 0, end_hour: 11, end_minute: 30 };
    case 'identity':
      return { type: 'passport', name: `${first} ${last}`, id: `E${random.int(10000000, 99999999)}` };
    default:
      return undefined;
  }
}

/** A record's answers: one per field, an optional one left out now and then. */
export function answersFor(
  fields: readonly FormField[],
  random: Random,
  now: number,
  index: number,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const formField of fields) {
    if (!formField.config?.required && random.bool(0.1)) continue;
    const value = answerFor(formField, random, now, index);
    if (value !== undefined) answers[formField.key] = value;
  }
  return answers;
}
