/**
 * The coupon center (02-operations §7): the coupon catalogue, one coupon's detail, save, deactivate, delete.
 */
import { genericListService } from './listService';
import { get, post, type CallOptions } from './request';
import {
  anything,
  boolean,
  nonEmptyString,
  nullable,
  number,
  object,
  oneOf,
  optional,
  searchResultOf,
  string,
  type Shape,
} from './shape';
import type { RecordMeta, SearchRequest } from './types';
import type { DiscountType, ExpiryType } from 'config/coupons';

export type { DiscountType, ExpiryType };

/** Expiry settings (01-platform §3). Timestamps in unix seconds; terms in days. */
export interface CouponDateInfo {
  type: ExpiryType;
  /** fix_term: how many days the coupon stays valid once it is valid. */
  fixed_term?: number;
  /** fix_term: how many days after picking the coupon becomes valid (the delay). */
  fixed_begin_term?: number;
  begin_timestamp?: number;
  end_timestamp?: number;
}

/** A percentage (e.g. 85) or a fixed amount in cents. */
export interface CouponDiscount {
  type: DiscountType;
  value: number;
  /** The text the mini-program shows, written by the server. */
  show_text?: string;
}

/** What the create/edit form sends. */
export interface CouponInput {
  card_id?: string;
  title: string;
  abstract?: string;
  description?: string;
  banner: string;
  service_phone: string;
  date_info: CouponDateInfo;
  discount: CouponDiscount;
}

export interface Coupon extends CouponInput, Partial<RecordMeta> {
  card_id: string;
  deactivated: boolean;
  deleted: boolean;
  /** Set while a coupon-drop activity hands this coupon out. */
  metadata?: { activity_id?: string | null };
  type: 'custom_code';
  pick_limit: number;
  threshold_to_generate_new_code: number;
}

/** The fixed part of every save (02-operations §7, §9). */
export const CUSTOM_CODE_SETTINGS = {
  type: 'custom_code',
  pick_limit: 1,
  threshold_to_generate_new_code: 1000,
} as const;

export type CouponSaveBody = CouponInput & typeof CUSTOM_CODE_SETTINGS;

/** A coupon as a picker asks for it (`fields: ['card_id', 'title']`). */
export interface CouponTitle {
  card_id: string;
  title: string;
}

export const couponTitleShape: Shape<CouponTitle> = object({ card_id: string, title: string });

/** Success of a save only when the answer carries the coupon's card_id (02-operations §7). */
export const couponShape: Shape<Coupon> = object({
  card_id: nonEmptyString,
  title: string,
  banner: string,
  service_phone: string,
  date_info: object({ type: oneOf('fix_time_range', 'permanent', 'fix_term') }),
  discount: object({ type: oneOf('percentage', 'fixed_amount'), value: number }),
  deactivated: boolean,
  deleted: boolean,
  metadata: optional(object({ activity_id: optional(nullable(string)) })),
  type: oneOf('custom_code'),
  pick_limit: number,
  threshold_to_generate_new_code: number,
});

const COUPON_SEARCH_PATH = '/coupon-center/coupon/search';

export const couponService = {
  /** The coupons a picker offers; the request asks for `fields: ['card_id', 'title']`. */
  searchTitles: (request: SearchRequest, options?: CallOptions) =>
    post(COUPON_SEARCH_PATH, request, searchResultOf(couponTitleShape), options),

  get: (cardId: string, options: CallOptions = {}) =>
    get('/coupon-center/coupon', couponShape, {
      ...options,
      params: { ...options.params, card_id: cardId },
    }),

  save: (coupon: CouponInput, options?: CallOptions): Promise<Coupon> => {
    const body: CouponSaveBody = { ...coupon, ...CUSTOM_CODE_SETTINGS };
    return post('/coupon-center/coupon/custom_code/save', body, couponShape, options);
  },

  /** Deactivation sends an empty reason (02-operations §4). */
  deactivate: (cardId: string, options?: CallOptions) =>
    post('/coupon-center/coupon/deactivate', { card_id: cardId, reason: '' }, anything, options),

  remove: (cardId: string, options?: CallOptions) =>
    post('/coupon-center/coupon/delete', { card_id: cardId }, anything, options),
};

export type CouponService = typeof couponService;

/** The coupon list (02-operations §2 screen 4): searched, saved, deleted, exported, with saved filters. */
export const couponListService = genericListService<Coupon, CouponInput>({
  searchPath: COUPON_SEARCH_PATH,
  row: couponShape,
  filterBase: '/coupon-center/coupon',
  exportable: true,
  save: couponService.save,
  remove: couponService.remove,
});
