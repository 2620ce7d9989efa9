import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { preferencesReducer } from './preferences';
import { sessionReducer, sessionSaga } from './session';
import { trackingReducer, trackingSaga } from './tracking';

/** Every domain of the store: its reducer and, when it has one, its root saga. An area adds one line. */
export const domains = {
  session: { reducer: sessionReducer, saga: sessionSaga },
  preferences: { reducer: preferencesReducer },
  tracking: { reducer: trackingReducer, saga: trackingSaga },
} satisfies Record<string, { reducer: Reducer; saga?: Saga }>;
