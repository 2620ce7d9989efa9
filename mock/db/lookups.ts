/**
 * The records the shared selectors pick from (03-community-analytics §2.10, §3): floors per type, product
 * categories, products and product tags, forms, reservation activities, red-packet activities, subscribe-message
 * activities and their WeChat templates, and the tag center's scopes, categories and tags. Each set holds
 * visible and invisible items, and time-boxed ones that are past, current and future, so 'Hide invisible' has
 * something to hide.
 */
import type {
  FloorItem,
  FormItem,
  NamedImageItem,
  RedPacketActivityItem,
  ReservationActivityItem,
  SubscribeActivityItem,
  SubscribeMessageValue,
  SubscribeTemplate,
  TagCenterCategory,
  TagCenterScope,
  TagCenterTag,
} from '../../src-services/lookups';
import type { FormField } from '../../config/formFields';
import type { FloorLayout, FloorShare } from '../../src-services/floors';
import type { Random } from '../lib/random';
import { demoBannerUrl } from './core';
import { defineCollection } from './db';
import { FORM_FIELDS_BY_NAME } from './formCenterForms';
import { HAS_DEALER_FIELDS, NO_DEALER_FIELDS } from './reservationForms';

const DAY = 86400;

type Timed = { created_at: number; updated_at: number };

/** The floor center (issue 16) reads and writes the whole floor: its share settings and the builder's layout. */
export type FloorRecord = FloorItem &
  Timed & {
    weight: number;
    account_ids: string[];
    share?: Partial<FloorShare>;
    layout?: FloorLayout;
    created_by?: string;
    updated_by?: string;
  };
/** The product search result of 02-operations §3: prices in cents, one price per variant. */
export type ProductRecord = NamedImageItem &
  Timed & { brand_product_id: string; price: number; category_id: string; variants: { price: number }[] };
/** A form-center form (issue 15): the selector reads its id and name, the form center all of it. */
export type FormRecord = FormItem &
  Timed & { account_ids: string[]; fields: FormField[]; created_by?: string; updated_by?: string };
export type ReservationActivityRecord = ReservationActivityItem & Timed;
export type RedPacketRecord = RedPacketActivityItem & Timed;
/** The subscribe-message center keeps the message an activity sends with it (none until one is saved). */
export type SubscribeActivityRecord = SubscribeActivityItem &
  Timed & { message?: SubscribeMessageValue; updated_by?: string };
export type TemplateRecord = SubscribeTemplate & { id: string };
export type ScopeRecord = TagCenterScope & Timed;
export type TagCategoryRecord = TagCenterCategory & Timed & { remark?: string };
export type TagRecord = TagCenterTag & Timed & { remark?: string };

/** A small inline picture (no request leaves the browser for it): a coloured tile with a letter. */
export function tileImage(hue: number, letter: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120">` +
    `<rect width="120" height="120" fill="hsl(${hue},60%,50%)"/>` +
    `<text x="60" y="78" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/**
 * A time box around `now`: most items are online now, a few ended or start later. Every fifth item is
 * invisible whatever its dates.
 */
function timeBox(random: Random, now: number, index: number) {
  const phase = index % 7;
  if (phase === 5) return { online_at: now - 60 * DAY, offline_at: now - 10 * DAY };
  if (phase === 6) return { online_at: now + 5 * DAY, offline_at: now + 60 * DAY };
  return { online_at: now - random.int(1, 90) * DAY, offline_at: now + random.int(10, 180) * DAY };
}

function stamps(random: Random, now: number): Timed {
  const created = now - random.int(30, 400) * DAY;
  return { created_at: created, updated_at: created + random.int(0, 29) * DAY };
}

const FLOOR_TITLES: Record<string, string[]> = {
  home: [
    'Home: spring season',
    'Home: summer tour',
    'Home: default',
    'Home: new models',
    'Home: owners week',
  ],
  render: [
    'Test ride event',
    'Helmet guide',
    'Club story',
    'Service campaign',
    'Touring routes',
    'Gear sale',
  ],
};

export const FLOOR_TYPES = Object.keys(FLOOR_TITLES);

export const floors = defineCollection<FloorRecord>('floors', ({ random, now, count }) =>
  FLOOR_TYPES.flatMap((type) =>
    Array.from({ length: count({ small: 8, demo: 24 }) }, (_, index) => {
      const titles = FLOOR_TITLES[type];
      const title = `${titles[index % titles.length]}${index >= titles.length ? ` ${index + 1}` : ''}`;
      return {
        id: random.id(),
        type,
        title,
        description: `${title} page of the mini-program`,
        visible: index % 5 !== 4,
        ...timeBox(random, now, index),
        weight: random.int(0, 100),
        account_ids: [],
        // A served image (not inline), so the floor editor's share image passes the image URL rule on save.
        share: { image: demoBannerUrl(random.int(0, 359)) },
        ...stamps(random, now),
      };
    }),
  ),
);

const CATEGORY_NAMES = [
  'Helmets',
  'Jackets',
  'Gloves',
  'Boots',
  'Luggage',
  'Parts',
  'Accessories',
  'Lifestyle',
];

export const categories = defineCollection<NamedImageItem & Timed>('productCategories', ({ random, now }) =>
  CATEGORY_NAMES.map((name, index) => ({
    id: random.id(),
    name,
    image_url: tileImage(index * 45, name[0]),
    ...stamps(random, now),
  })),
);

const PRODUCT_WORDS = ['Touring', 'Racing', 'Urban', 'Adventure', 'Classic', 'Rain', 'Summer', 'Winter'];

export const products = defineCollection<ProductRecord>('products', ({ random, now, count, db }) => {
  const categoryIds = categories(db)
    .all()
    .map((category) => category.id);
  return Array.from({ length: count({ small: 20, demo: 200 }) }, (_, index) => {
    const category = CATEGORY_NAMES[index % CATEGORY_NAMES.length];
    const name = `${random.pick(PRODUCT_WORDS)} ${category.replace(/s$/, '')} ${index + 1}`;
    // Drawn in the order the fields always were, so the seed stays as it was.
    const id = random.id();
    const image_url = tileImage(random.int(0, 359), name[0]);
    const price = random.int(99, 4999) * 100;
    return {
      id,
      brand_product_id: `P${String(10000 + index)}`,
      name,
      image_url,
      price,
      // No draw of its own: the other fields' values stay as they were.
      variants: Array.from({ length: (index % 3) + 1 }, (_, variant) => ({ price: price + variant * 2000 })),
      category_id: categoryIds[index % categoryIds.length],
      visible: index % 9 !== 8,
      ...stamps(random, now),
    };
  });
});

const PRODUCT_TAGS = ['New', 'Hot', 'Limited', 'Member price', 'Gift', 'Pre-order'];

export const productTags = defineCollection<NamedImageItem & Timed>('productTags', ({ random, now }) =>
  PRODUCT_TAGS.map((name, index) => ({
    id: random.id(),
    name,
    image_url: tileImage(index * 60, name[0]),
    ...stamps(random, now),
  })),
);

const FORM_NAMES = [
  'Ownership complaint',
  'Test ride sign-up',
  'Club event registration',
  'Service feedback',
  'Dealer enquiry',
  'Track day waiver',
];

export const forms = defineCollection<FormRecord>('forms', ({ random, now }) =>
  FORM_NAMES.map((name) => ({
    id: random.id(),
    name,
    remark: `${name} form`,
    account_ids: [],
    fields: FORM_FIELDS_BY_NAME[name] ?? [],
    created_by: 'admin@moto.example',
    updated_by: 'admin@moto.example',
    ...stamps(random, now),
  })),
);

const RESERVATION_NAMES = [
  'Test ride 2025',
  'Spring test ride',
  'Dealer open day',
  'Summer tour booking',
  'Track day',
];

/**
 * A reservation form: the dynamic field list the records page builds its columns from (02-operations §2). The
 * first two activities are the config's 'Has Dealer' and 'No Dealer' ones, with the rich forms.
 */
const RESERVATION_FIELDS = [
  {
    type: 'name',
    key: 'name',
    disable: false,
    config: { translation: { en: 'Name', zh: '姓名' }, required: true },
  },
  {
    type: 'phone',
    key: 'phone',
    disable: false,
    config: { translation: { en: 'Phone', zh: '手机' }, required: true },
  },
  {
    type: 'text',
    key: 'remark',
    disable: false,
    config: { translation: { en: 'Remark', zh: '备注' }, required: false },
  },
];

export const reservationActivities = defineCollection<ReservationActivityRecord>(
  'reservationActivities',
  ({ random, now }) =>
    RESERVATION_NAMES.map((name, index) => ({
      id: random.id(),
      name,
      visible: index !== 3,
      ...timeBox(random, now, index + 3),
      form_fields: [HAS_DEALER_FIELDS, NO_DEALER_FIELDS][index] ?? RESERVATION_FIELDS,
      ...stamps(random, now),
    })),
);

const RED_PACKET_NAMES = [
  'New owner red packet',
  'Club anniversary',
  'Referral reward',
  'Spring festival',
  'Riding streak',
];

export const redPacketActivities = defineCollection<RedPacketRecord>(
  'redPacketActivities',
  ({ random, now }) =>
    RED_PACKET_NAMES.map((name, index) => ({
      id: random.id(),
      name,
      is_enable: index !== 2,
      ...timeBox(random, now, index + 2),
      ...stamps(random, now),
    })),
);

/** WeChat templates as `newtmpl/gettemplate` lists them: one placeholder of (nearly) every type. */
const TEMPLATES: SubscribeTemplate[] = [
  {
    priTmplId: 'tpl-activity-start',
    title: 'Activity start reminder',
    content:
      'Activity:{{thing1.DATA}}\nStart time:{{time2.DATA}}\nPlace:{{thing3.DATA}}\nRemark:{{thing4.DATA}}\n',
    example: 'Activity:Spring ride\nStart time:2025-06-01 09:00\nPlace:Shanghai\nRemark:Bring a helmet\n',
    type: 2,
  },
  {
    priTmplId: 'tpl-coupon-expiry',
    title: 'Coupon expiry reminder',
    content:
      'Coupon:{{thing1.DATA}}\nAmount:{{amount2.DATA}}\nExpires on:{{date3.DATA}}\nCode:{{character_string4.DATA}}\n',
    example: 'Coupon:Service voucher\nAmount:¥100.00\nExpires on:2025-06-30\nCode:A1B2C3\n',
    type: 2,
  },
  {
    priTmplId: 'tpl-reservation-result',
    title: 'Reservation result',
    content:
      'Name:{{name1.DATA}}\nPhone:{{phone_number2.DATA}}\nPlate:{{car_number3.DATA}}\nStatus:{{phrase4.DATA}}\nQueue:{{number5.DATA}}\n',
    example: 'Name:Zhang San\nPhone:13800000000\nPlate:沪A12345\nStatus:已通过\nQueue:3\n',
    type: 2,
  },
  {
    priTmplId: 'tpl-verification',
    title: 'Verification code',
    content: 'Level:{{letter1.DATA}}\nMark:{{symbol2.DATA}}\nNote:{{note3.DATA}}\n',
    example: 'Level:A\nMark:+\nNote:Keep it private\n',
    type: 2,
  },
];

export const subscribeTemplates = defineCollection<TemplateRecord>('subscribeTemplates', () =>
  TEMPLATES.map((template) => ({ ...template, id: template.priTmplId })),
);

const SUBSCRIBE_ACTIVITY_NAMES = [
  'Spring ride reminder',
  'Coupon expiry notice',
  'Test ride result',
  'Club code',
];

export const subscribeActivities = defineCollection<SubscribeActivityRecord>(
  'subscribeActivities',
  ({ random, now }) =>
    SUBSCRIBE_ACTIVITY_NAMES.map((name, index) => {
      const id = random.id();
      const tpl_id = TEMPLATES[index % TEMPLATES.length].priTmplId;
      // The first one already sends a message, so the center shows a filled editor and preview.
      const message: SubscribeMessageValue | undefined =
        index === 0
          ? {
              subscribe_msg_activity_id: id,
              template_id: tpl_id,
              data: {
                thing1: { value: 'Spring ride' },
                time2: { value: '2025-06-01 09:00' },
                thing3: { value: 'Shanghai' },
                thing4: { value: 'Bring a helmet' },
              },
              page: '/pages/index/index',
              miniprogramState: 'formal',
              lang: 'zh_CN',
            }
          : undefined;
      return { id, name, tpl_id, ...(message ? { message } : {}), ...stamps(random, now) };
    }),
);

const SCOPES = [
  { name: 'Community', remark: 'Tags of community posts' },
  { name: 'Members', remark: 'Tags of members' },
];

const CATEGORY_TAGS: Record<string, Record<string, string[]>> = {
  Community: {
    Riding: ['Touring', 'Commuting', 'Off-road', 'Track', 'Night ride'],
    Gear: ['Helmets', 'Jackets', 'Gloves', 'Boots'],
    Places: ['Mountains', 'Coast', 'City', 'Desert'],
  },
  Members: {
    Ownership: ['Owner', 'Prospect', 'Former owner'],
    Interest: ['Racing', 'Custom', 'Vintage'],
  },
};

// The community scope is the one edited last, so it comes first in `-updated_at` order: the config page's tag
// picker opens on the first scope.
export const tagCenterScopes = defineCollection<ScopeRecord>('tagCenterScopes', ({ random, now }) =>
  SCOPES.map((scope, index) => ({
    id: random.id(),
    ...scope,
    created_at: now - 400 * DAY,
    updated_at: now - (index + 1) * 30 * DAY,
  })),
);

export const tagCenterCategories = defineCollection<TagCategoryRecord>(
  'tagCenterCategories',
  ({ random, now, db }) =>
    tagCenterScopes(db)
      .all()
      .flatMap((scope) =>
        Object.keys(CATEGORY_TAGS[scope.name] ?? {}).map((name, index) => ({
          id: random.id(),
          name,
          scope_id: scope.id,
          disabled: false,
          // 03 §7's category search asks for is_deleted false: the records carry the flag.
          is_deleted: false,
          weight: 10 - index,
          ...stamps(random, now),
        })),
      ),
);

export const tagCenterTags = defineCollection<TagRecord>('tagCenterTags', ({ random, now, db }) => {
  const scopes = tagCenterScopes(db).all();
  return tagCenterCategories(db)
    .all()
    .flatMap((category) => {
      const scope = scopes.find((candidate) => candidate.id === category.scope_id);
      const names = CATEGORY_TAGS[scope?.name ?? '']?.[category.name] ?? [];
      return names.map((name, index) => ({
        id: random.id(),
        name,
        scope_id: category.scope_id,
        category_id: category.id,
        // One disabled and one deleted tag, so the pickers' filters are seen to work.
        disabled: name === 'Night ride',
        is_deleted: name === 'Desert',
        weight: 20 - index,
        ...stamps(random, now),
      }));
    });
});
