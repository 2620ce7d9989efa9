/**
 * The coupon list (02-operations §2 screen 4, §4): search, save (create and edit), delete, export and saved
 * filters from the list factory, plus the coupon's own workflow, deactivate.
 */
import { couponListService, couponService, type Coupon, type CouponInput } from 'src-services/coupons';
import { createListModel } from '../list';

export const couponList = createListModel<Coupon, CouponInput, 'coupons', 'deactivate'>({
  name: 'coupons',
  service: couponListService,
  defaultOrder: '-updated_at',
  selectId: (coupon) => coupon.card_id,
  itemActions: {
    deactivate: {
      run: (cardId, _args, options) => couponService.deactivate(cardId, options),
      patch: () => ({ deactivated: true }),
      succeeded: 'coupon.deactivated',
      failed: 'coupon.deactivateFailed',
    },
  },
  // 02-operations §8: 'Created successfully' or 'Updated successfully' (the list's), a failed save 'Create Fail'.
  isUpdate: (input) => Boolean(input.card_id),
  messages: {
    saveFailed: 'coupon.createFail',
    removeSucceeded: 'coupon.deleted',
    removeFailed: 'coupon.deleteFailed',
  },
});

export const couponActions = couponList.actions;
export const couponSelectors = couponList.selectors;
export const { deactivate: deactivateActions } = couponList.itemActions;

/** 02-operations §4: what the row offers. */
export const couponState = (coupon: Pick<Coupon, 'deactivated' | 'deleted'>) =>
  coupon.deleted ? 'deleted' : coupon.deactivated ? 'deactivated' : 'active';

export const isBoundToActivity = (coupon: Pick<Coupon, 'metadata'>) => Boolean(coupon.metadata?.activity_id);
