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

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    member: typeof memberDomains;
  }
}
