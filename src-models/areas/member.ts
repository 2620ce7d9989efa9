import type { DomainTable } from '../coreDomains';
import { mailAuditList, memberAreaReducer, memberAreaSaga, memberCouponList, memberList } from '../members';

export const memberDomains = {
  members: { reducer: memberList.reducer, saga: memberList.saga },
  memberCoupons: { reducer: memberCouponList.reducer, saga: memberCouponList.saga },
  mailAudits: { reducer: mailAuditList.reducer, saga: mailAuditList.saga },
  memberArea: { reducer: memberAreaReducer, saga: memberAreaSaga },
} satisfies DomainTable;
