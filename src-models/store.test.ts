import { put, take } from 'redux-saga/effects';
import { runSaga, stdChannel } from 'redux-saga';
import { createAppStore } from './store';
import { createRootSaga } from './rootSaga';

describe('the root saga', () => {
  it('keeps the other domains running when one crashes, and restarts the crashed one', () => {
    const seen: string[] = [];
    const logged: string[] = [];
    function* crashing() {
      yield take('boom');
      throw new Error('domain bug');
    }
    function* healthy() {
      while (true) {
        const action: { type: string } = yield take('*');
        seen.push(action.type);
      }
    }
    const channel = stdChannel();
    runSaga(
      { channel, dispatch: () => undefined, getState: () => ({}) },
      createRootSaga({ crashing, healthy }, (message) => logged.push(message)),
    );
    channel.put({ type: 'boom' });
    channel.put({ type: 'after' });
    expect(logged).toEqual(['saga "crashing" crashed']);
    expect(seen).toEqual(['boom', 'after']);
    channel.put({ type: 'boom' });
    expect(logged).toHaveLength(2); // restarted, so it crashed again on the next 'boom'
    channel.put({ type: 'still-listening' });
    expect(seen).toEqual(['boom', 'after', 'boom', 'still-listening']);
    channel.close();
  });
});

describe('domains joining the store later (the areas, with the signed-in shell)', () => {
  const lateDomain = {
    reducer: (state: { seen: string[] } = { seen: [] }, action: { type: string }) =>
      action.type === 'late/pinged' ? { seen: [...state.seen, 'ping'] } : state,
    *saga() {
      while (true) {
        yield take('late/ping');
        yield put({ type: 'late/pinged' });
      }
    },
  };

  it('starts with the core domains only, then adds a domain with its initial state and its saga, once', () => {
    const store = createAppStore();
    const state = () => store.getState() as unknown as Record<string, unknown>;
    expect(Object.keys(state()).sort()).toEqual(['drafts', 'preferences', 'session']);

    store.addDomains({ late: lateDomain });
    store.addDomains({ late: lateDomain });
    expect(state().late).toEqual({ seen: [] });
    store.dispatch({ type: 'late/ping' });
    expect(state().late).toEqual({ seen: ['ping'] });
    expect(state().session).toBeDefined();
  });
});
