/**
 * The coupon center (02-operations §7): the coupon catalogue, one coupon's detail, save, deactivate, delete.
 */
import { ApiError, CLIENT_CODES } from './errors';
import { genericListService } from './listService';
import { get, post, type CallOptions } from './request';
import type { RecordMeta, SearchRequest, SearchResult } from './types';

export type ExpiryType = 'fix_time_range' | 'permanent' | 'fix_term';
export type DiscountType = 'percentage' | 'fixed_amount';

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

const COUPON_SEARCH_PATH = '/coupon-center/coupon/search';

export const couponService = {
  search: (request: SearchRequest, options?: CallOptions) =>
    post<SearchResult<Coupon>>(COUPON_SEARCH_PATH, request, options),

  get: (cardId: string, options: CallOptions = {}) =>
    get<Coupon>('/coupon-center/coupon', { ...options, params: { ...options.params, card_id: cardId } }),

  /** Success only when the answer carries the coupon's card_id (02-operations §7). */
  save: async (coupon: CouponInput, options?: CallOptions): Promise<Coupon> => {
    const body: CouponSaveBody = { ...coupon, ...CUSTOM_CODE_SETTINGS };
    const saved = await post<Partial<Coupon> | null>('/coupon-center/coupon/custom_code/save', body, options);
    if (!saved || typeof saved.card_id !== 'string' || !saved.card_id)
      throw new ApiError(CLIENT_CODES.badResponse, '');
    return saved as Coupon;
  },

  /** Deactivation sends an empty reason (02-operations §4). */
  deactivate: (cardId: string, options?: CallOptions) =>
    post<unknown>('/coupon-center/coupon/deactivate', { card_id: cardId, reason: '' }, options),

  remove: (cardId: string, options?: CallOptions) =>
    post<unknown>('/coupon-center/coupon/delete', { card_id: cardId }, options),
};

export type CouponService = typeof couponService;

/** The coupon list (02-operations §2 screen 4): searched, saved, deleted, exported, with saved filters. */
export const couponListService = genericListService<Coupon, CouponInput>({
  searchPath: COUPON_SEARCH_PATH,
  filterBase: '/coupon-center/coupon',
  exportable: true,
  save: couponService.save,
  remove: couponService.remove,
});
