import { createAppStore } from '../store';
import { createTestStore } from 'test/storeTesting';
import { shellDomains } from '../shellDomains';
import { createSessionRecorder, errorMarked } from './recorder';

const pinged = (n: number) => ({ type: 'test/pinged', payload: { n } });

describe('the session record of a store', () => {
  it('keeps the last 500 actions with their time, and the state before the oldest of them', () => {
    let clock = 1_000;
    const recorder = createSessionRecorder(500, () => clock++);
    let state = 0;
    // A store of one counter, which each ping adds one to.
    const dispatch = recorder.middleware({ getState: () => state, dispatch: (a) => a })((action) => {
      state += 1;
      return action;
    });
    for (let n = 0; n < 600; n++) dispatch(pinged(n));

    const snapshot = recorder.snapshot();
    expect(snapshot.entries).toHaveLength(500);
    expect(snapshot.entries[0]).toEqual({ action: pinged(100), at: 1_100 });
    expect(snapshot.entries[499]).toEqual({ action: pinged(599), at: 1_599 });
    expect(snapshot.firstState).toBe(100);
    expect(snapshot.lastState).toBe(600);
  });

  it('keeps the very objects dispatched: no copy at record time', () => {
    const store = createAppStore();
    const action = { type: 'test/pinged', payload: { deep: { list: [1, 2] } } };
    store.dispatch(action);
    const { entries, lastState } = store.sessionRecord.snapshot();
    expect(entries.at(-1)?.action).toBe(action);
    expect(lastState).toBe(store.getState());
  });

  it('marks a failed change asked for (a save, a removal) and an uncaught error, never a failed search', () => {
    const store = createAppStore();
    store.dispatch({ type: 'coupons/searchFailed', payload: { code: 500, msg: 'down' } });
    store.dispatch({
      type: 'coupons/saveFailed',
      payload: { requestId: 'r1', error: { code: 500, msg: 'down' } },
    });
    store.dispatch({
      type: 'docs/approveFailed',
      payload: { requestId: 'r2', id: 'd1', error: { code: 1 } },
    });
    store.sessionRecord.markError('uncaught', 'TypeError: x is undefined');
    expect(store.sessionRecord.snapshot().entries.map(({ action }) => action)).toEqual([
      { type: 'coupons/searchFailed', payload: { code: 500, msg: 'down' } },
      { type: 'coupons/saveFailed', payload: { requestId: 'r1', error: { code: 500, msg: 'down' } } },
      errorMarked({ cause: 'saveFailed', message: 'coupons/saveFailed: down' }),
      { type: 'docs/approveFailed', payload: { requestId: 'r2', id: 'd1', error: { code: 1 } } },
      errorMarked({ cause: 'saveFailed', message: 'docs/approveFailed' }),
      errorMarked({ cause: 'uncaught', message: 'TypeError: x is undefined' }),
    ]);
  });

  it("writes its own events into the record only: the app's actions stay as they were", () => {
    const store = createTestStore();
    store.dispatch({
      type: 'coupons/saveFailed',
      payload: { requestId: 'r1', error: { code: 500, msg: '' } },
    });
    store.sessionRecord.markError('unhandledRejection', 'boom');
    expect(store.actionTypes()).toEqual(['coupons/saveFailed']);
  });

  it('notes the domains joining the store, and each store has a record of its own', () => {
    const one = createAppStore();
    const other = createAppStore();
    one.addDomains(shellDomains);
    one.addDomains(shellDomains);
    expect(one.sessionRecord.snapshot().entries.map(({ action }) => action)).toEqual([
      { type: 'sessionRecord/domainsJoined', payload: { names: ['lookups', 'savedFilters'] } },
    ]);
    expect(other.sessionRecord.snapshot().entries).toEqual([]);
    expect(other.sessionRecord.snapshot().firstState).toBe(other.getState());
  });
});
