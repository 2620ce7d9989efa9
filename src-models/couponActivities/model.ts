/** The coupon-drop activity list (02-operations §2 screen 2): search and save from the list factory. */
import {
  couponActivityListService,
  type CouponActivity,
  type CouponActivityInput,
} from 'src-services/couponActivities';
import { createListModel } from '../list';

export const activityList = createListModel<CouponActivity, CouponActivityInput, 'couponActivities'>({
  name: 'couponActivities',
  service: couponActivityListService,
  defaultOrder: '-updated_at',
  selectId: (activity) => activity.id,
});

export const activityActions = activityList.actions;
export const activitySelectors = activityList.selectors;
