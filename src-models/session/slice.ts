import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { DemoAccount, LoginRequest, Operator } from 'src-services/types';

export type SessionStatus = 'unknown' | 'checking' | 'anonymous' | 'authenticated' | 'expired';

export interface SessionState {
  status: SessionStatus;
  operator: Operator | null;
  /** Privileges posted by a trusted hosting frame; when present they replace the session's. */
  framePrivileges: string[] | null;
  login: { status: 'idle' | 'pending' | 'failed'; error: ApiErrorInfo | null };
  demoAccounts: DemoAccount[];
}

const initialState: SessionState = {
  status: 'unknown',
  operator: null,
  framePrivileges: null,
  login: { status: 'idle', error: null },
  demoAccounts: [],
};

const slice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    checkRequested(state) {
      state.status = 'checking';
    },
    checkSucceeded(state, action: PayloadAction<Operator>) {
      state.status = 'authenticated';
      state.operator = action.payload;
    },
    checkFailed(state) {
      state.status = 'anonymous';
      state.operator = null;
    },
    // The password rides on the action for the saga; DevTools sees it masked (see store.ts).
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.login = { status: 'pending', error: null };
    },
    loginSucceeded(state, action: PayloadAction<Operator>) {
      state.status = 'authenticated';
      state.operator = action.payload;
      state.login = { status: 'idle', error: null };
    },
    loginFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.login = { status: 'failed', error: action.payload };
    },
    logoutRequested() {},
    loggedOut(state) {
      state.status = 'anonymous';
      state.operator = null;
      state.framePrivileges = null;
    },
    expired(state) {
      if (state.status === 'authenticated') state.status = 'expired';
      state.operator = null;
    },
    framePrivilegesReceived(state, action: PayloadAction<string[]>) {
      state.framePrivileges = action.payload;
    },
    demoAccountsRequested() {},
    demoAccountsLoaded(state, action: PayloadAction<DemoAccount[]>) {
      state.demoAccounts = action.payload;
    },
  },
});

export const {
  checkRequested,
  checkSucceeded,
  checkFailed,
  loginRequested,
  loginSucceeded,
  loginFailed,
  logoutRequested,
  loggedOut,
  expired,
  framePrivilegesReceived,
  demoAccountsRequested,
  demoAccountsLoaded,
} = slice.actions;

export const sessionReducer = slice.reducer;
