/**
 * The coupon center's data (02-operations §3, §4): coupons, coupon-drop activities and code records, seeded
 * with the same rules and states the handlers enforce: a deactivated coupon may be deleted, a deleted one is
 * kept (soft delete), an activity binds active coupons through `metadata.activity_id`.
 */
import type { Coupon } from '../../src-services/coupons';
import type { CouponActivity } from '../../src-services/couponActivities';
import type { CouponCode } from '../../src-services/couponCodes';
import type { MemberRecord } from './members';
import type { Random } from '../lib/random';
import { demoBannerUrl, hasSeeder } from './core';
import { defineCollection } from './db';

export type CouponRecord = Coupon & { id: string; created_at: number; updated_at: number };
export type ActivityRecord = CouponActivity & { created_at: number; updated_at: number };
export type CodeRecord = CouponCode;

const DAY = 86400;

const ADJECTIVES = [
  'Spring',
  'Summer',
  'Autumn',
  'Winter',
  'Rider',
  'Owner',
  'Club',
  'Track',
  'City',
  'Weekend',
];
const THINGS = [
  'Service',
  'Helmet',
  'Gear',
  'Tyre',
  'Oil Change',
  'Test Ride',
  'Jacket',
  'Gloves',
  'Tour',
  'Parts',
];
const ABSTRACTS = [
  'Valid at every dealer store in the mainland.',
  'One coupon per member; not combinable with other offers.',
  'Show the code to the clerk before paying.',
  'For members who bound a motorcycle.',
];
const STORES = [
  'Shanghai Xuhui Dealer',
  'Beijing Chaoyang Dealer',
  'Guangzhou Tianhe Dealer',
  'Shenzhen Nanshan Dealer',
  'Chengdu Jinjiang Dealer',
  'Hangzhou Xihu Dealer',
];
const ACTIVITY_NAMES = [
  'Welcome gift',
  'First anniversary',
  'Spring riding season',
  'Owner thank-you',
  'Club launch',
];

/** The text the mini-program shows: yuan with thousands separators, or a percentage (02-operations §9). */
export function discountText(discount: { type: string; value: number }): string {
  if (discount.type === 'percentage') return `${discount.value}%`;
  const yuan = (discount.value / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `¥${yuan}`;
}

function seedDateInfo(random: Random, now: number): Coupon['date_info'] {
  const type = random.pick(['fix_time_range', 'permanent', 'fix_term'] as const);
  if (type === 'permanent') return { type };
  if (type === 'fix_term')
    return { type, fixed_term: random.pick([7, 15, 30, 90]), fixed_begin_term: random.int(0, 3) };
  const begin = now - random.int(0, 60) * DAY - 8 * 3600;
  const start = begin - (begin % DAY) - 8 * 3600;
  return { type, begin_timestamp: start, end_timestamp: start + random.int(30, 180) * DAY - 1 };
}

function seedDiscount(random: Random): Coupon['discount'] {
  const discount: Coupon['discount'] = random.bool(0.4)
    ? { type: 'percentage', value: random.pick([70, 75, 80, 85, 88, 90, 95]) }
    : {
        type: 'fixed_amount',
        value: random.pick([5_000, 10_000, 20_000, 50_000, 100_000, 150_050, 300_000]),
      };
  return { ...discount, show_text: discountText(discount) };
}

export const coupons = defineCollection<CouponRecord>('coupons', ({ random, count, now }) => {
  const total = count({ small: 30, demo: 320 });
  const activityIds = Array.from({ length: Math.max(2, Math.round(total / 25)) }, () => random.id());
  return Array.from({ length: total }, (_, index) => {
    const card_id = `p${random.hex(23)}`;
    const deactivated = random.bool(0.15);
    const deleted = deactivated && random.bool(0.4);
    const bound = !deactivated && index % 6 === 0;
    const created_at = now - random.int(1, 400) * DAY + random.int(0, DAY);
    return {
      id: card_id,
      card_id,
      title: `${random.pick(ADJECTIVES)} ${random.pick(THINGS)}`.slice(0, 20),
      abstract: random.pick(ABSTRACTS),
      description: 'Present this coupon at a dealer store. It can not be exchanged for cash.',
      banner: demoBannerUrl(random.int(0, 359)),
      service_phone: `400-${random.int(100, 999)}-${random.int(1000, 9999)}`,
      date_info: seedDateInfo(random, now),
      discount: seedDiscount(random),
      deactivated,
      deleted,
      metadata: { activity_id: bound ? activityIds[(index / 6) % activityIds.length] : null },
      type: 'custom_code' as const,
      pick_limit: 1,
      threshold_to_generate_new_code: 1000,
      created_at,
      updated_at: created_at + random.int(0, 30) * DAY,
      created_by: 'admin@moto.example',
      updated_by: 'admin@moto.example',
    };
  });
});

/** Activities are made from the coupons' bindings, so both always agree. */
export const couponActivities = defineCollection<ActivityRecord>(
  'couponActivities',
  ({ random, db, now }) => {
    const byActivity = new Map<string, CouponRecord[]>();
    for (const coupon of coupons(db).all()) {
      const activityId = coupon.metadata?.activity_id;
      if (activityId) byActivity.set(activityId, [...(byActivity.get(activityId) ?? []), coupon]);
    }
    return [...byActivity.entries()].map(([id, cards], index) => {
      const created_at = now - random.int(1, 200) * DAY;
      return {
        id,
        name: `${ACTIVITY_NAMES[index % ACTIVITY_NAMES.length]} ${index + 1}`,
        description: 'Coupons handed out when a member reaches this milestone.',
        card_ids: cards.map((card) => card.card_id),
        cards: cards.map((card) => ({ id: card.card_id, name: card.title })),
        delivery: { event_type: random.pick(['member_bound', 'member_one_year'] as const) },
        disabled: random.bool(0.3),
        online_at: null,
        offline_at: null,
        created_at,
        updated_at: created_at + random.int(0, 30) * DAY,
      };
    });
  },
);

export const couponCodes = defineCollection<CodeRecord>('couponCodes', ({ random, count, db, now }) => {
  const cards = coupons(db)
    .all()
    .filter((coupon) => !coupon.deleted);
  // Read by name, not imported: the members' module reaches this one through the stores (no import cycle).
  // Only once the members' module registered them: reading first would leave the collection empty.
  const owners = hasSeeder('members') ? db.collection<MemberRecord>('members').all() : [];
  const owning = random.fork('owners');
  return Array.from({ length: count({ small: 120, demo: 3200 }) }, (_, index) => {
    const card = random.pick(cards);
    const picked_at = now - random.int(0, 300) * DAY - random.int(0, DAY);
    const used = random.bool(0.45);
    const expired = !used && random.bool(0.2);
    const record: CodeRecord = {
      id: random.id(),
      card_id: card.card_id,
      code: random.hex(12).toUpperCase(),
      coupon: { title: card.title },
      openid: `o${random.hex(27)}`,
      unionid: `u${random.hex(27)}`,
      status: used ? 'used' : expired ? 'expired' : random.pick(['picked', 'delivered'] as const),
      used,
      used_at: used ? Math.min(now, picked_at + random.int(1, 40) * DAY) : null,
      picked_at,
      validity_period: { end: picked_at + 30 * DAY },
    };
    if (used) {
      record.clerk_openid = `o${random.hex(27)}`;
      record.clerk_unionid = `u${random.hex(27)}`;
      record.metadata = { store_name: random.pick(STORES) };
    }
    // Every second code belongs to a seeded member (the member detail's coupons); the first members hold several.
    if (owners.length && index % 2 === 0) {
      const owner = owners[owning.int(0, Math.min(owners.length, 40) - 1)];
      record.openid = owner.openid ?? record.openid;
      record.unionid = owner.unionid ?? record.unionid;
    }
    return record;
  });
});
