import { http, HttpResponse } from 'msw';
import { runSaga } from 'redux-saga';
import { installMockBackend } from 'mock/node';
import { createTestStore, waitForState } from 'test/storeTesting';
import { callApi } from '../common/callApi';
import { DEFAULT_TIMING } from '../common/context';
import { get } from 'src-services/request';
import { anything } from 'src-services/shape';
import {
  checkRequested,
  framePrivilegesReceived,
  loginRequested,
  logoutRequested,
  selectCan,
  selectPrivileges,
} from './index';

const server = installMockBackend();

const ADMIN = { email: 'admin@moto.example', password: 'admin123' };

describe('session sagas against the mock backend', () => {
  it('logs in and keeps the operator with privileges', async () => {
    const store = createTestStore();
    store.dispatch(loginRequested(ADMIN));
    const state = await waitForState(store, (s) => s.session.status === 'authenticated');
    expect(state.session.operator?.email).toBe('admin@moto.example');
    expect(selectCan(state, ['CouponCenterSaveCoupon'])).toBe(true);
  });

  it('reports a refused login and stays signed out', async () => {
    const store = createTestStore();
    store.dispatch(loginRequested({ email: 'admin@moto.example', password: 'wrong' }));
    const state = await waitForState(store, (s) => s.session.login.status === 'failed');
    expect(state.session.status).not.toBe('authenticated');
    expect(state.session.login.error).toEqual({ code: 401, msg: 'Email or password is wrong' });
  });

  it('reports a network failure as such', async () => {
    server.use(http.post('*/api/v1/manager/login', () => HttpResponse.error()));
    const store = createTestStore();
    store.dispatch(loginRequested(ADMIN));
    const state = await waitForState(store, (s) => s.session.login.status === 'failed');
    expect(state.session.login.error).toEqual({ code: -1, msg: 'Network Failed' });
  });

  it('logs in once on a double submit', async () => {
    const store = createTestStore();
    store.dispatch(loginRequested(ADMIN));
    store.dispatch(loginRequested(ADMIN));
    await waitForState(store, (s) => s.session.status === 'authenticated');
    expect(store.actionTypes().filter((type) => type === 'session/loginSucceeded')).toHaveLength(1);
  });

  it('finds an existing session on load, and none without one', async () => {
    const first = createTestStore();
    first.dispatch(checkRequested());
    await waitForState(first, (s) => s.session.status === 'anonymous');

    first.dispatch(loginRequested(ADMIN));
    await waitForState(first, (s) => s.session.status === 'authenticated');

    // A reload: a new store, the same cookie.
    const reloaded = createTestStore();
    reloaded.dispatch(checkRequested());
    const state = await waitForState(reloaded, (s) => s.session.status === 'authenticated');
    expect(state.session.operator?.email).toBe(ADMIN.email);
  });

  it('logs out: the session is gone on the server too', async () => {
    const store = createTestStore();
    store.dispatch(loginRequested(ADMIN));
    await waitForState(store, (s) => s.session.status === 'authenticated');
    store.dispatch(logoutRequested());
    await waitForState(store, (s) => s.session.status === 'anonymous');

    const reloaded = createTestStore();
    reloaded.dispatch(checkRequested());
    await waitForState(reloaded, (s) => s.session.status === 'anonymous');
  });

  it('ends the session when a call answers 969', async () => {
    const store = createTestStore();
    store.dispatch(loginRequested(ADMIN));
    await waitForState(store, (s) => s.session.status === 'authenticated');
    await fetch('http://localhost/__mock/sessions/expire', { method: 'POST' });

    // Any saga call through callApi now meets 969.
    await runSaga({ dispatch: store.dispatch, getState: store.getState }, function* probe() {
      try {
        yield* callApi((signal) => get('v1/manager/me', anything, { signal }));
      } catch {
        // the 969 error itself is the caller's to show
      }
    }).toPromise();
    const state = await waitForState(store, (s) => s.session.status === 'expired');
    expect(state.session.operator).toBeNull();
  });

  it('waits one second before ending the session on 900 "no auth"', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const store = createTestStore({
        context: { timing: DEFAULT_TIMING },
        preloadedState: {
          session: {
            status: 'authenticated',
            operator: { id: 'x', email: 'x@y.z', name: 'X', privileges: [] },
            framePrivileges: null,
            login: { status: 'idle', error: null },
            demoAccounts: [],
          },
        },
      });
      store.dispatch({ type: 'session/sessionEndDetected', payload: { reason: 'noAuth' } });
      await jest.advanceTimersByTimeAsync(900);
      expect(store.getState().session.status).toBe('authenticated');
      await jest.advanceTimersByTimeAsync(200);
      expect(store.getState().session.status).toBe('expired');
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets privileges from the hosting frame replace the session ones', async () => {
    const store = createTestStore();
    store.dispatch(loginRequested(ADMIN));
    await waitForState(store, (s) => s.session.status === 'authenticated');
    store.dispatch(framePrivilegesReceived(['ScrmDocSearch']));
    expect(selectPrivileges(store.getState())).toEqual(['ScrmDocSearch']);
    expect(selectCan(store.getState(), ['CouponCenterSaveCoupon'])).toBe(false);
  });
});
