export { memberFields, memberCouponFields, mailAuditFields } from './fields';
export {
  memberList,
  memberActions,
  memberSelectors,
  setClerkActions,
  cancelMemberClerkActions,
  memberCouponList,
  memberCouponScope,
  mailAuditList,
  memberDetail,
} from './model';
export {
  memberAreaActions,
  memberAreaReducer,
  selectMemberArea,
  selectMemberTags,
  selectPurchase,
  type MemberAreaState,
} from './slice';
export { memberAreaSaga } from './sagas';
