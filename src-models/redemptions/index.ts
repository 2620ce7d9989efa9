/**
 * The redeem list (02-operations §2 screen 3): only used codes, newest redemption first. The `used` condition
 * is fixed: the filter builder adds to it and cannot remove it.
 */
import { couponCodeListService, type CouponCode } from 'src-services/couponCodes';
import { createListModel } from '../list';

export { redemptionFields } from './fields';

export const redemptionList = createListModel<CouponCode, CouponCode, 'redemptions'>({
  name: 'redemptions',
  service: couponCodeListService,
  fixedScope: [{ k: 'used', op: 'eq', v: true }],
  defaultOrder: '-used_at',
  selectId: (code) => code.id,
});

export const redemptionActions = redemptionList.actions;
export const redemptionSelectors = redemptionList.selectors;
