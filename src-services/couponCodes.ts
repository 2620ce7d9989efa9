/** Coupon code records (02-operations §3): who picked a code, and where and when it was used. */
import { genericListService } from './listService';
import { boolean, number, object, oneOf, optional, string, type Shape } from './shape';

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
  /** Until when the code can be used (unix seconds), shown on the member detail. */
  validity_period?: { end?: number };
}

export const couponCodeShape: Shape<CouponCode> = object({
  id: string,
  card_id: string,
  code: string,
  coupon: object({ title: string }),
  openid: string,
  unionid: string,
  metadata: optional(object({ store_name: optional(string) })),
  status: oneOf('picked', 'delivered', 'used', 'expired'),
  used: boolean,
  picked_at: number,
});

const CODE_SEARCH_PATH = '/coupon-center/code/search';

/** Coupon codes as a list (the redeem list): searched, exported, with saved filters. */
export const couponCodeListService = genericListService<CouponCode>({
  searchPath: CODE_SEARCH_PATH,
  row: couponCodeShape,
  filterBase: '/coupon-center/code',
  exportable: true,
});
