import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { draftsReducer } from './drafts';
import { preferencesReducer } from './preferences';
import { sessionReducer, sessionSaga } from './session';

/** A domain of the store: its reducer and, when it has one, its root saga. */
export type DomainTable = Record<string, { reducer: Reducer; saga?: Saga }>;

/**
 * The domains the login page needs, in the store from the start. The areas' domains (domains.ts) join it when
 * the signed-in shell loads, so the login page's download does not grow with every area.
 */
export const coreDomains = {
  session: { reducer: sessionReducer, saga: sessionSaga },
  preferences: { reducer: preferencesReducer },
  drafts: { reducer: draftsReducer },
} satisfies DomainTable;
