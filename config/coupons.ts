/**
 * The coupon form's rules (01-platform §5, §9; 02-operations §5): pure, so the form and the mock backend refuse
 * the same values. Each check answers the code of the rule a value breaks, or null; the form words a code with
 * `coupon.rule.<code>` (both languages), the mock answers the same English.
 */

/** How a coupon's validity is given (02-operations §5). */
export type ExpiryType = 'fix_time_range' | 'permanent' | 'fix_term';
/** A discount of a percentage or a fixed amount (in fen). */
export type DiscountType = 'percentage' | 'fixed_amount';

export const COUPON_LIMITS = {
  title: 20,
  abstract: 50,
  /** About seven lines on the phone. */
  description: 133,
  /** 01-platform §9: images up to 2,000,000 bytes. */
  imageBytes: 2_000_000,
  imageTypes: ['image/jpeg', 'image/png', 'image/gif'],
  banner: { width: 750, height: 472 },
} as const;

export const EXPIRY_TYPES: readonly ExpiryType[] = ['fix_time_range', 'permanent', 'fix_term'];
export const DISCOUNT_TYPES: readonly DiscountType[] = ['percentage', 'fixed_amount'];

export type CouponProblem =
  | 'titleRequired'
  | 'titleMax'
  | 'abstractMax'
  | 'descriptionMax'
  | 'bannerRequired'
  | 'phoneRequired'
  | 'expiryRequired'
  | 'rangeRequired'
  | 'termRequired'
  | 'delayRequired'
  | 'discountTypeRequired'
  | 'discountValueRequired'
  | 'discountValueMin';

export type BannerFileProblem = 'imageType' | 'imageSize';

type Check = (value: unknown) => CouponProblem | null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Characters as an operator counts them: an emoji is one. */
const length = (value: string) => [...value].length;
const isBlank = (value: unknown) => text(value).trim() === '';
const isCount = (value: unknown, min: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;
const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

const required =
  (problem: CouponProblem): Check =>
  (value) =>
    isBlank(value) ? problem : null;
const atMost =
  (limit: number, problem: CouponProblem): Check =>
  (value) =>
    length(text(value)) > limit ? problem : null;

/** One check per field of the form, in the form's order (the date range has its own: rangeProblem). */
export const COUPON_CHECKS = {
  /** Saved trimmed: the limit counts what is saved. */
  title: (value) =>
    isBlank(value) ? 'titleRequired' : length(text(value).trim()) > COUPON_LIMITS.title ? 'titleMax' : null,
  abstract: atMost(COUPON_LIMITS.abstract, 'abstractMax'),
  description: atMost(COUPON_LIMITS.description, 'descriptionMax'),
  /** Whether a URL is an image's: config/mediaUrl.ts. */
  banner: required('bannerRequired'),
  service_phone: required('phoneRequired'),
  expiry_type: (value) => (EXPIRY_TYPES.includes(value as ExpiryType) ? null : 'expiryRequired'),
  /** Days valid once valid: 1 or more. */
  fixed_term: (value) => (isCount(value, 1) ? null : 'termRequired'),
  /** Days from picking to valid: 0 or more. */
  fixed_begin_term: (value) => (isCount(value, 0) ? null : 'delayRequired'),
  discount_type: (value) => (DISCOUNT_TYPES.includes(value as DiscountType) ? null : 'discountTypeRequired'),
  discount_value: (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'discountValueRequired';
    return value < 0 ? 'discountValueMin' : null;
  },
} satisfies Record<string, Check>;

/** A fixed date range (unix seconds): both ends, the end not before the start. */
export function rangeProblem(begin: unknown, end: unknown): CouponProblem | null {
  return isTime(begin) && isTime(end) && (end as number) >= (begin as number) ? null : 'rangeRequired';
}

/** Why a chosen banner file is refused before it is uploaded (a jpg, png or gif of at most 2M), or null. */
export function bannerFileProblem(file: { type: string; size: number }): BannerFileProblem | null {
  if (!(COUPON_LIMITS.imageTypes as readonly string[]).includes(file.type)) return 'imageType';
  return file.size > COUPON_LIMITS.imageBytes ? 'imageSize' : null;
}
