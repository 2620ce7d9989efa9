import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { activityEditorReducer, activityEditorSaga, activityList } from './couponActivities';
import { configReducer, configSaga } from './config';
import { couponList } from './coupons';
import { draftsReducer } from './drafts';
import { lookupsReducer, lookupsSaga } from './lookups';
import { policyReducer, policySaga } from './policy';
import { preferencesReducer } from './preferences';
import { redemptionList } from './redemptions';
import { sessionReducer, sessionSaga } from './session';
import { trackingReducer, trackingSaga } from './tracking';

/** Every domain of the store: its reducer and, when it has one, its root saga. An area adds one line. */
export const domains = {
  session: { reducer: sessionReducer, saga: sessionSaga },
  preferences: { reducer: preferencesReducer },
  tracking: { reducer: trackingReducer, saga: trackingSaga },
  coupons: { reducer: couponList.reducer, saga: couponList.saga },
  couponActivities: { reducer: activityList.reducer, saga: activityList.saga },
  couponActivityEditor: { reducer: activityEditorReducer, saga: activityEditorSaga },
  redemptions: { reducer: redemptionList.reducer, saga: redemptionList.saga },
  drafts: { reducer: draftsReducer },
  config: { reducer: configReducer, saga: configSaga },
  policy: { reducer: policyReducer, saga: policySaga },
  lookups: { reducer: lookupsReducer, saga: lookupsSaga },
} satisfies Record<string, { reducer: Reducer; saga?: Saga }>;
