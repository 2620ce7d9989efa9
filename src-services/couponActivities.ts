/** Coupon-drop activities of the customer-relationship service (02-operations §3, §7). */
import { ApiError, CLIENT_CODES } from './errors';
import { genericListService } from './listService';
import { get, post, scrmPath, type CallOptions } from './request';
import type { RecordMeta } from './types';

/** The member behaviour that hands the coupons out (02-operations §5). */
export type ActivityBehaviour = 'member_bound' | 'member_one_year';
export const ACTIVITY_BEHAVIOURS: readonly ActivityBehaviour[] = ['member_bound', 'member_one_year'];

export interface CouponActivityInput {
  id?: string;
  name: string;
  description?: string;
  card_ids: string[];
  delivery: { event_type: ActivityBehaviour };
  /** false means online. */
  disabled: boolean;
  online_at?: number | null;
  offline_at?: number | null;
}

export interface CouponActivity extends CouponActivityInput, Partial<RecordMeta> {
  id: string;
  cards?: { id: string; name: string }[];
}

const activitySearchPath = () => scrmPath('/activity/search');

export const couponActivityService = {
  get: (id: string, options?: CallOptions) =>
    get<CouponActivity>(scrmPath(`/activity/${encodeURIComponent(id)}`), options),

  /** Success only when the answer carries the activity's id (02-operations §7). */
  save: async (activity: CouponActivityInput, options?: CallOptions): Promise<CouponActivity> => {
    const saved = await post<Partial<CouponActivity> | null>(scrmPath('/activity/save'), activity, options);
    if (!saved || typeof saved.id !== 'string' || !saved.id) throw new ApiError(CLIENT_CODES.badResponse, '');
    return saved as CouponActivity;
  },
};

export type CouponActivityService = typeof couponActivityService;

/** The coupon-drop activity list (02-operations §2 screen 2): searched, saved, exported, with saved filters. */
export const couponActivityListService = genericListService<CouponActivity, CouponActivityInput>({
  searchPath: activitySearchPath(),
  filterBase: scrmPath('/activity'),
  exportable: true,
  save: couponActivityService.save,
});
