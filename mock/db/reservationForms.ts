/**
 * The forms of the two seeded reservation activities (02-operations §2 screen 6): 'Has Dealer' with thirty
 * fields (the benchmark's thirty dynamic columns, among them a type the product does not know yet) and 'No
 * Dealer' with one field of each of the eighteen types of 01-platform §3.
 */
import type { FieldChoice, FormField } from '../../config/formFields';

export const choice = (value: string, en: string, zh: string): FieldChoice => ({
  type: 'text',
  value,
  description: en,
  translation: { en, zh },
});

export const field = (
  type: string,
  key: string,
  en: string,
  zh: string,
  config: Record<string, unknown> = {},
): FormField => ({
  type,
  key,
  disable: false,
  config: { translation: { en, zh }, required: false, ...config },
});

/** The reservation form's gender: MALE or FEMALE (02-operations §3); the words come from the product. */
const GENDER = field('option', 'gender', 'Gender', '性别', {
  options: [
    { type: 'text', value: 'MALE' },
    { type: 'text', value: 'FEMALE' },
  ],
});

export const SERIES_CHOICES = [
  choice('adv', 'Adventure', '探险系列'),
  choice('street', 'Street', '街车系列'),
  choice('sport', 'Sport', '竞技系列'),
  choice('classic', 'Classic', '经典系列'),
];

const common = [
  field('name', 'name', 'Name', '姓名', { required: true }),
  field('phone', 'phone', 'Phone', '手机', { required: true, require_country_code: true }),
  GENDER,
  field('email', 'email', 'E-mail', '邮箱'),
  field('birthday', 'birthday', 'Birthday', '生日', {
    require_year: true,
    require_month: true,
    require_day: true,
  }),
  field('address', 'address', 'Address', '地址', { require_province: true, require_city: true }),
  field('identity', 'identity', 'Identity document', '证件', {
    require_name: true,
    enabled_identity_types: ['mainland', 'hkm', 'taiwan', 'passport'],
  }),
  field('time_slot', 'slot', 'Test ride slot', '试驾时段', { available_time_type: 'dynamic_date' }),
];

const tail = [
  field('text', 'remark', 'Remark', '备注', { max_length: 200 }),
  field('hidden_text', 'promo_code', 'Promotion code', '推广码'),
  field('html_content', 'notice', 'Notice', '须知', { id: 'notice-test-ride' }),
  field('tc', 'terms', 'Terms', '条款', {
    must_agree: true,
    label: 'I have read the ${test ride policy}',
    keywords: [{ keyword: 'test ride policy', policy_id: 'policy-test-ride' }],
  }),
];

export const HAS_DEALER_FIELDS: FormField[] = [
  ...common,
  field('option', 'has_license', 'Motorcycle licence', '摩托车驾照', {
    is_radio: true,
    options: [choice('yes', 'Yes', '有'), choice('no', 'No', '无')],
  }),
  field('option', 'series', 'Series', '车系', { options: SERIES_CHOICES }),
  field('option', 'interests', 'Interests', '兴趣', {
    multiple_selection: true,
    options: [
      choice('touring', 'Touring', '长途摩旅'),
      choice('commute', 'Commuting', '通勤'),
      choice('track', 'Track days', '赛道'),
      choice('offroad', 'Off-road', '越野'),
    ],
  }),
  field('option', 'budget', 'Budget', '预算', {
    options: [
      choice('lt50k', 'Under ¥50,000', '5 万以下'),
      choice('50k_100k', '¥50,000-100,000', '5-10 万'),
      choice('gt100k', 'Over ¥100,000', '10 万以上'),
    ],
  }),
  field('option', 'purchase_time', 'Purchase plan', '购车计划', {
    options: [
      choice('month', 'Within a month', '一个月内'),
      choice('quarter', 'Within three months', '三个月内'),
      choice('later', 'Not decided', '暂未决定'),
    ],
  }),
  field('option', 'contact_method', 'Contact by', '联系方式', {
    options: [
      choice('phone', 'Phone call', '电话'),
      choice('wechat', 'WeChat', '微信'),
      choice('email', 'E-mail', '邮件'),
    ],
  }),
  field('number', 'riding_years', 'Years riding', '骑行年限', { min: 0, max: 60 }),
  field('number', 'height', 'Height (cm)', '身高（厘米）', { min: 120, max: 220 }),
  field('date', 'visit_date', 'Visit date', '到店日期'),
  field('time', 'visit_time', 'Visit time', '到店时间'),
  field('date_time', 'callback_at', 'Call back at', '回电时间'),
  field('date_range', 'available_days', 'Available days', '可预约日期'),
  field('date_time_range', 'trial_window', 'Trial window', '试驾窗口'),
  field('text', 'occupation', 'Occupation', '职业'),
  field('text', 'wechat', 'WeChat ID', '微信号'),
  field('text', 'current_bike', 'Current motorcycle', '现有车辆'),
  field('option', 'source', 'Heard of us from', '了解渠道', {
    options: [
      choice('friends', 'Friends', '朋友推荐'),
      choice('online', 'Online', '网络'),
      choice('event', 'An event', '活动'),
    ],
  }),
  field('star_rating', 'dealer_rating', 'Dealer rating', '门店评分'),
  ...tail,
];

export const NO_DEALER_FIELDS: FormField[] = [
  ...common,
  field('date', 'visit_date', 'Preferred date', '意向日期'),
  field('date_time', 'callback_at', 'Call back at', '回电时间'),
  field('date_range', 'available_days', 'Available days', '可预约日期'),
  field('date_time_range', 'trial_window', 'Trial window', '试驾窗口'),
  field('number', 'riding_years', 'Years riding', '骑行年限', { min: 0, max: 60 }),
  field('time', 'visit_time', 'Preferred time', '意向时间'),
  ...tail,
];
