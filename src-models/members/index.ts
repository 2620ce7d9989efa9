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
} from './model';
export {
  memberAreaActions,
  memberAreaReducer,
  selectMemberArea,
  selectMemberTags,
  selectMemberDetail,
  selectPurchase,
  type MemberAreaState,
} from './slice';
export { memberAreaSaga } from './sagas';
