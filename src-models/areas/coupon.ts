import type { DomainTable } from '../coreDomains';
import {
  activityDocument,
  activityEditorReducer,
  activityEditorSaga,
  activityList,
} from '../couponActivities';
import { couponList } from '../coupons';
import { redemptionList } from '../redemptions';

export const couponDomains = {
  coupons: couponList,
  couponActivities: activityList,
  couponActivityEditor: { reducer: activityEditorReducer, saga: activityEditorSaga },
  couponActivity: { reducer: activityDocument.reducer, saga: activityDocument.saga },
  redemptions: redemptionList,
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    coupon: typeof couponDomains;
  }
}
