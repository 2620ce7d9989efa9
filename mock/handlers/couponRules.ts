/**
 * The coupon and activity validation of 01-platform §5 and 02-operations §5, with the messages the forms show:
 * a coupon's rules are the form's own (config/coupons.ts), answered in its English. Every refusal is a 400
 * envelope naming the first broken rule.
 */
import type { CouponDateInfo, CouponDiscount, CouponInput } from '../../src-services/coupons';
import type { ActivityBehaviour } from '../../src-services/couponActivities';
import { COUPON_CHECKS, rangeProblem, type CouponProblem } from '../../config/coupons';
import { isMediaUrl, MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import { isPlainObject } from '../lib/body';
import { badRequest } from '../lib/errors';

export const COUPON_MESSAGES: Record<CouponProblem, string> = {
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
};

export const ACTIVITY_MESSAGES = {
  nameRequired: 'Please input the activity name',
  couponsRequired: 'Please choose coupons',
  behaviourRequired: 'Please choose the behaviour',
  offlineBeforeOnline: 'The offline time must be after the online time',
} as const;

const BEHAVIOURS: readonly ActivityBehaviour[] = ['member_bound', 'member_one_year'];

type Obj = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function check(condition: boolean, message: string): void {
  if (!condition) throw badRequest(message);
}

/** Refuses with the English of the form's rule (config/coupons.ts) a value breaks. */
function refuse(problem: CouponProblem | null): void {
  if (problem) throw badRequest(COUPON_MESSAGES[problem]);
}

function readDateInfo(body: Obj): CouponDateInfo {
  const info = isPlainObject(body.date_info) ? body.date_info : {};
  refuse(COUPON_CHECKS.expiry_type(info.type));
  const type = info.type as CouponDateInfo['type'];
  if (type === 'permanent') return { type };
  if (type === 'fix_term') {
    refuse(COUPON_CHECKS.fixed_term(info.fixed_term));
    refuse(COUPON_CHECKS.fixed_begin_term(info.fixed_begin_term));
    return { type, fixed_term: info.fixed_term as number, fixed_begin_term: info.fixed_begin_term as number };
  }
  refuse(rangeProblem(info.begin_timestamp, info.end_timestamp));
  return {
    type,
    begin_timestamp: info.begin_timestamp as number,
    end_timestamp: info.end_timestamp as number,
  };
}

function readDiscount(body: Obj): CouponDiscount {
  const discount = isPlainObject(body.discount) ? body.discount : {};
  refuse(COUPON_CHECKS.discount_type(discount.type));
  refuse(COUPON_CHECKS.discount_value(discount.value));
  const value = discount.value as number;
  // Amounts are cents: whole numbers only.
  const stored = discount.type === 'fixed_amount' ? Math.round(value) : value;
  return { type: discount.type as CouponDiscount['type'], value: stored };
}

/** The coupon fields of a save body, checked in the form's order. */
export function readCouponInput(body: Obj): CouponInput {
  refuse(COUPON_CHECKS.title(body.title));
  refuse(COUPON_CHECKS.abstract(body.abstract));
  refuse(COUPON_CHECKS.description(body.description));
  refuse(COUPON_CHECKS.banner(body.banner));
  const banner = text(body.banner).trim();
  check(isMediaUrl(banner), MEDIA_URL_MESSAGE);
  refuse(COUPON_CHECKS.service_phone(body.service_phone));
  return {
    title: text(body.title).trim(),
    abstract: text(body.abstract),
    description: text(body.description),
    banner,
    service_phone: text(body.service_phone).trim(),
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
