import { delay, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { sessionService } from 'src-services/session';
import { toErrorInfo } from 'src-services/errors';
import type { DemoAccount, LoginRequest, Operator } from 'src-services/types';
import { callApi } from '../common/callApi';
import type { SagaTiming } from '../common/context';
import { sessionEndDetected, type SessionEndReason } from '../common/sessionEnd';
import {
  checkFailed,
  checkRequested,
  checkSucceeded,
  demoAccountsLoaded,
  demoAccountsRequested,
  expired,
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
} from './slice';

function* checkSession() {
  try {
    const operator: Operator = yield* callApi((signal) => sessionService.me({ signal }));
    yield put(checkSucceeded(operator));
  } catch {
    yield put(checkFailed());
  }
}

function* logIn(action: PayloadAction<LoginRequest>) {
  try {
    const operator: Operator = yield* callApi((signal) => sessionService.login(action.payload, { signal }));
    yield put(loginSucceeded(operator));
  } catch (error) {
    yield put(loginFailed(toErrorInfo(error)));
  }
}

function* logOut() {
  try {
    yield* callApi((signal) => sessionService.logout({ signal }));
  } catch {
    // The session is dropped on this side whatever the server said.
  }
  yield put(loggedOut());
}

function* endSession(action: PayloadAction<{ reason: SessionEndReason }>) {
  if (action.payload.reason === 'noAuth') {
    const timing: SagaTiming = yield getContext('timing');
    yield delay(timing.noAuthRedirectMs);
  }
  yield put(expired());
}

function* loadDemoAccounts() {
  try {
    const accounts: DemoAccount[] = yield* callApi((signal) => sessionService.demoAccounts({ signal }));
    yield put(demoAccountsLoaded(Array.isArray(accounts) ? accounts : []));
  } catch {
    // A real backend has no demo accounts: nothing to show.
  }
}

export function* sessionSaga() {
  yield takeLatest(demoAccountsRequested.type, loadDemoAccounts);
  yield takeLatest(checkRequested.type, checkSession);
  yield takeLeading(loginRequested.type, logIn);
  yield takeLeading(logoutRequested.type, logOut);
  yield takeLeading(sessionEndDetected.type, endSession);
}
