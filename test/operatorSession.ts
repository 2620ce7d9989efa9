/**
 * An operator's session on an app store, as the app runs it (test helper): signed in, the shell's and the store
 * area's domains joined on the way, a search, a save the backend refuses, and an expired session.
 */
import { refusedOnce } from 'mock/testing';
import type { SetupServerApi } from 'msw/node';
import { keepForPrivacyGuard } from './recordedActions';
import { TEST_TIMING, waitForState } from './storeTesting';
import { storeDomains } from 'src-models/areas/store';
import { loginRequested } from 'src-models/session';
import { shellDomains } from 'src-models/shellDomains';
import { createAppStore } from 'src-models/store';
import { storeActions } from 'src-models/stores';

export const ADMIN = { email: 'admin@moto.example', password: 'admin123' };

export async function operatorSession(server: SetupServerApi) {
  const store = createAppStore({ context: { timing: TEST_TIMING }, extraMiddleware: [keepForPrivacyGuard] });
  store.dispatch(loginRequested(ADMIN));
  await waitForState(store, (state) => state.session.status === 'authenticated');
  store.addDomains(shellDomains);
  store.addDomains(storeDomains);

  store.dispatch(storeActions.searchRequested({ query: [{ k: 'phone', op: 'regex', v: '0571' }] }));
  await waitForState(store, (state) => state.stores.search.status === 'succeeded');
  store.dispatch(storeActions.searchRequested({ query: [] }));
  await waitForState(
    store,
    (state) => state.stores.search.status === 'succeeded' && state.stores.ids.length > 0,
  );

  const first = store.getState().stores.entities[store.getState().stores.ids[0]];
  server.use(refusedOnce('post', '*/api/v1/scrm/store/save', 500, 'The store service is down'));
  store.dispatch(storeActions.saveRequested({ requestId: 'r1', item: { ...first, phone: '13912345678' } }));
  await waitForState(store, (state) => state.stores.save.status === 'failed');

  // The mock's sessions end (test/sessionEnd.ts does the same for the page tests, with React around it).
  await fetch('http://localhost/__mock/sessions/expire', { method: 'POST' });
  store.dispatch(storeActions.searchRequested({ page: 1 }));
  await waitForState(store, (state) => state.session.status !== 'authenticated');
  return store;
}
