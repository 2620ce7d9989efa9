/** Coupon-drop activities of the customer-relationship service (02-operations §3, §7). */
import { genericListService } from './listService';
import { get, post, scrmPath, type CallOptions } from './request';
import {
  arrayOf,
  boolean,
  nonEmptyString,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  type Shape,
} from './shape';
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

const time = optional(nullable(number));

/** A save succeeds only when the answer carries the activity's id (02-operations §7). */
export const couponActivityShape: Shape<CouponActivity> = object({
  id: nonEmptyString,
  name: string,
  card_ids: arrayOf(string),
  delivery: object({ event_type: oneOf(...ACTIVITY_BEHAVIOURS) }),
  disabled: boolean,
  online_at: time,
  offline_at: time,
  cards: optional(arrayOf(object({ id: string, name: string }))),
});

const activitySearchPath = () => scrmPath('/activity/search');

export const couponActivityService = {
  get: (id: string, options?: CallOptions) =>
    get(scrmPath(`/activity/${encodeURIComponent(id)}`), couponActivityShape, options),

  save: (activity: CouponActivityInput, options?: CallOptions) =>
    post(scrmPath('/activity/save'), activity, couponActivityShape, options),
};

export type CouponActivityService = typeof couponActivityService;

/** The coupon-drop activity list (02-operations §2 screen 2): searched, saved, exported, with saved filters. */
export const couponActivityListService = genericListService<CouponActivity, CouponActivityInput>({
  searchPath: activitySearchPath(),
  row: couponActivityShape,
  filterBase: scrmPath('/activity'),
  exportable: true,
  save: couponActivityService.save,
});
