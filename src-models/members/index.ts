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
  selectTagging,
  type MemberAreaState,
} from './slice';
export { memberAreaSaga, TASK_POLL_MS } from './sagas';
