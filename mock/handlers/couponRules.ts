/**
 * The coupon and activity validation of 01-platform §5 and 02-operations §5, with the messages the forms show.
 * Every refusal is a 400 envelope naming the first broken rule.
 */
import type { CouponDateInfo, CouponDiscount, CouponInput } from '../../src-services/coupons';
import type { ActivityBehaviour } from '../../src-services/couponActivities';
import { isMediaUrl, MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import { isPlainObject } from '../lib/body';
import { badRequest } from '../lib/errors';

export const COUPON_MESSAGES = {
  titleRequired: 'Please input the title',
  titleMax: 'The title can not exceed 20 characters',
  abstractMax: 'The abstract can not exceed 50 characters',
  descriptionMax: 'Coupon detail can not exceed 133 characters',
  bannerRequired: 'Please upload the banner',
  phoneRequired: 'Please input the service phone',
  expiryRequired: 'Please choose the expiry type',
  rangeRequired: 'Please choose the date range',
  termRequired: 'Please input the term',
  delayRequired: 'Please input the delay',
  discountTypeRequired: 'Please choose the discount type',
  discountValueRequired: 'Please input the discount value',
  discountValueMin: 'The discount value can not be less than 0',
} as const;

export const ACTIVITY_MESSAGES = {
  nameRequired: 'Please input the activity name',
  couponsRequired: 'Please choose coupons',
  behaviourRequired: 'Please choose the behaviour',
  offlineBeforeOnline: 'The offline time must be after the online time',
} as const;

const LIMITS = { title: 20, abstract: 50, description: 133 };
const EXPIRY_TYPES = ['fix_time_range', 'permanent', 'fix_term'];
const DISCOUNT_TYPES = ['percentage', 'fixed_amount'];
const BEHAVIOURS: readonly ActivityBehaviour[] = ['member_bound', 'member_one_year'];

type Obj = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isCount = (value: unknown, min: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;
const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function check(condition: boolean, message: string): void {
  if (!condition) throw badRequest(message);
}

function readDateInfo(body: Obj): CouponDateInfo {
  const info = isPlainObject(body.date_info) ? body.date_info : {};
  check(EXPIRY_TYPES.includes(text(info.type)), COUPON_MESSAGES.expiryRequired);
  const type = info.type as CouponDateInfo['type'];
  if (type === 'permanent') return { type };
  if (type === 'fix_term') {
    check(isCount(info.fixed_term, 1), COUPON_MESSAGES.termRequired);
    check(isCount(info.fixed_begin_term, 0), COUPON_MESSAGES.delayRequired);
    return { type, fixed_term: info.fixed_term as number, fixed_begin_term: info.fixed_begin_term as number };
  }
  check(isTime(info.begin_timestamp) && isTime(info.end_timestamp), COUPON_MESSAGES.rangeRequired);
  const begin = info.begin_timestamp as number;
  const end = info.end_timestamp as number;
  check(end >= begin, COUPON_MESSAGES.rangeRequired);
  return { type, begin_timestamp: begin, end_timestamp: end };
}

function readDiscount(body: Obj): CouponDiscount {
  const discount = isPlainObject(body.discount) ? body.discount : {};
  check(DISCOUNT_TYPES.includes(text(discount.type)), COUPON_MESSAGES.discountTypeRequired);
  const { value } = discount;
  check(typeof value === 'number' && Number.isFinite(value), COUPON_MESSAGES.discountValueRequired);
  check((value as number) >= 0, COUPON_MESSAGES.discountValueMin);
  // Amounts are cents: whole numbers only.
  const stored = discount.type === 'fixed_amount' ? Math.round(value as number) : (value as number);
  return { type: discount.type as CouponDiscount['type'], value: stored };
}

/** The coupon fields of a save body, checked in the form's order. */
export function readCouponInput(body: Obj): CouponInput {
  const title = text(body.title).trim();
  check(title !== '', COUPON_MESSAGES.titleRequired);
  check(title.length <= LIMITS.title, COUPON_MESSAGES.titleMax);
  const abstract = text(body.abstract);
  check(abstract.length <= LIMITS.abstract, COUPON_MESSAGES.abstractMax);
  const description = text(body.description);
  check(description.length <= LIMITS.description, COUPON_MESSAGES.descriptionMax);
  const banner = text(body.banner).trim();
  check(banner !== '', COUPON_MESSAGES.bannerRequired);
  check(isMediaUrl(banner), MEDIA_URL_MESSAGE);
  const servicePhone = text(body.service_phone).trim();
  check(servicePhone !== '', COUPON_MESSAGES.phoneRequired);
  return {
    title,
    abstract,
    description,
    banner,
    service_phone: servicePhone,
    date_info: readDateInfo(body),
    discount: readDiscount(body),
  };
}

export interface ActivityInputChecked {
  name: string;
  description: string;
  card_ids: string[];
  event_type: ActivityBehaviour;
  disabled: boolean;
  online_at: number | null;
  offline_at: number | null;
}

export function readActivityInput(body: Obj): ActivityInputChecked {
  const name = text(body.name).trim();
  check(name !== '', ACTIVITY_MESSAGES.nameRequired);
  const cardIds = Array.isArray(body.card_ids)
    ? body.card_ids.filter((id): id is string => typeof id === 'string')
    : [];
  check(cardIds.length > 0, ACTIVITY_MESSAGES.couponsRequired);
  const delivery = isPlainObject(body.delivery) ? body.delivery : {};
  check(BEHAVIOURS.includes(delivery.event_type as ActivityBehaviour), ACTIVITY_MESSAGES.behaviourRequired);
  const onlineAt = isTime(body.online_at) ? (body.online_at as number) : null;
  const offlineAt = isTime(body.offline_at) ? (body.offline_at as number) : null;
  check(
    onlineAt === null || offlineAt === null || offlineAt > onlineAt,
    ACTIVITY_MESSAGES.offlineBeforeOnline,
  );
  return {
    name,
    description: text(body.description),
    card_ids: [...new Set(cardIds)],
    event_type: delivery.event_type as ActivityBehaviour,
    disabled: body.disabled === true,
    online_at: onlineAt,
    offline_at: offlineAt,
  };
}
