/**
 * The coupon form (01-platform §5, 02-operations §5, §9): the conversion between what the form holds (yuan,
 * calendar days) and what the coupon center stores (cents, unix seconds); its limits and rules are
 * config/coupons.ts. Form values are plain and serializable, so an unsaved form can be kept as a draft.
 */
import type { Coupon, CouponInput, DiscountType, ExpiryType } from 'src-services/coupons';
import { dayEnd, dayStart, formatDate, groupDigits } from '../common';

export interface CouponFormValues {
  card_id?: string;
  title: string;
  abstract?: string;
  description?: string;
  banner?: string;
  service_phone?: string;
  expiry_type?: ExpiryType;
  /** Calendar days `YYYY-MM-DD`; stored as the start of the first and the end of the last (UTC+8). */
  date_range?: [string, string];
  fixed_term?: number;
  fixed_begin_term?: number;
  discount_type?: DiscountType;
  /** Yuan for a fixed amount, percent for a percentage. */
  discount_value?: number;
}

export const yuanToCents = (yuan: number) => Math.round(yuan * 100);
export const centsToYuan = (cents: number) => cents / 100;

/** What the coupon center stores, from a form that passed validation. */
export function couponInputFromForm(values: CouponFormValues): CouponInput {
  const type = values.expiry_type ?? 'permanent';
  const dateInfo: CouponInput['date_info'] = { type };
  if (type === 'fix_time_range' && values.date_range) {
    dateInfo.begin_timestamp = dayStart(values.date_range[0]) ?? undefined;
    dateInfo.end_timestamp = dayEnd(values.date_range[1]) ?? undefined;
  }
  if (type === 'fix_term') {
    dateInfo.fixed_term = values.fixed_term;
    dateInfo.fixed_begin_term = values.fixed_begin_term;
  }
  const discountType = values.discount_type ?? 'fixed_amount';
  const value = values.discount_value ?? 0;
  return {
    ...(values.card_id ? { card_id: values.card_id } : {}),
    title: values.title.trim(),
    abstract: values.abstract ?? '',
    description: values.description ?? '',
    banner: values.banner ?? '',
    service_phone: (values.service_phone ?? '').trim(),
    date_info: dateInfo,
    discount: { type: discountType, value: discountType === 'fixed_amount' ? yuanToCents(value) : value },
  };
}

/** The form's values for an existing coupon (edit). */
export function couponFormValues(coupon: Coupon): CouponFormValues {
  const { date_info: info, discount } = coupon;
  return {
    card_id: coupon.card_id,
    title: coupon.title,
    abstract: coupon.abstract ?? '',
    description: coupon.description ?? '',
    banner: coupon.banner,
    service_phone: coupon.service_phone,
    expiry_type: info.type,
    date_range:
      info.type === 'fix_time_range' && info.begin_timestamp !== undefined && info.end_timestamp !== undefined
        ? [formatDate(info.begin_timestamp), formatDate(info.end_timestamp)]
        : undefined,
    fixed_term: info.fixed_term,
    fixed_begin_term: info.fixed_begin_term,
    discount_type: discount.type,
    discount_value: discount.type === 'fixed_amount' ? centsToYuan(discount.value) : discount.value,
  };
}

/** `¥1,234.50` for an amount in cents, `85%` for a percentage (02-operations §9). */
export function formatDiscount(discount: Pick<Coupon['discount'], 'type' | 'value'>): string {
  if (discount.type === 'percentage') return `${discount.value}%`;
  return `¥${groupDigits(centsToYuan(discount.value), 2)}`;
}
