/** Coupon code records (02-operations §3): who picked a code, and where and when it was used. */
import { post, type CallOptions } from './request';
import type { SearchRequest, SearchResult } from './types';

export type CouponCodeStatus = 'picked' | 'delivered' | 'used' | 'expired';

export interface CouponCode {
  id: string;
  card_id: string;
  code: string;
  coupon: { title: string };
  openid: string;
  unionid: string;
  clerk_openid?: string;
  clerk_unionid?: string;
  metadata?: { store_name?: string };
  status: CouponCodeStatus;
  used: boolean;
  used_at?: number | null;
  picked_at: number;
}

export const CODE_SEARCH_PATH = '/api/v1/coupon-center/code/search';

export const couponCodeService = {
  search: (request: SearchRequest, options?: CallOptions) =>
    post<SearchResult<CouponCode>>(CODE_SEARCH_PATH, request, options),
};
