import type { DomainTable } from '../coreDomains';
import { memberTagging } from '../memberTagging';
import {
  mailAuditList,
  memberAreaReducer,
  memberAreaSaga,
  memberCouponList,
  memberDetail,
  memberList,
} from '../members';

export const memberDomains = {
  members: memberList,
  memberCoupons: { reducer: memberCouponList.reducer, saga: memberCouponList.saga },
  mailAudits: { reducer: mailAuditList.reducer, saga: mailAuditList.saga },
  memberArea: { reducer: memberAreaReducer, saga: memberAreaSaga },
  memberDetail: { reducer: memberDetail.reducer, saga: memberDetail.saga },
  memberTagging: { reducer: memberTagging.reducer, saga: memberTagging.saga },
} satisfies DomainTable;
