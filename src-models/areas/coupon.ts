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
  coupons: { reducer: couponList.reducer, saga: couponList.saga },
  couponActivities: { reducer: activityList.reducer, saga: activityList.saga },
  couponActivityEditor: { reducer: activityEditorReducer, saga: activityEditorSaga },
  couponActivity: { reducer: activityDocument.reducer, saga: activityDocument.saga },
  redemptions: { reducer: redemptionList.reducer, saga: redemptionList.saga },
} satisfies DomainTable;
