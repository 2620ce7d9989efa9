import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { SagaTiming } from 'src-models/common/context';
import { domains } from './allDomains';
import { createAppStore, type AppStore, type RootState, type StoreOptions } from 'src-models/store';
import type { ErrorText } from 'src-services/errors';
import { keepForPrivacyGuard } from './recordedActions';

/**
 * Jobs (tagging tasks, exports) polled every 50 ms instead of every second (the mock's jobs run on the clock), and
 * a search as soon as the text is in (no typing pause: a test enters its text at once).
 */
export const TEST_TIMING = { pollMs: 50, typingPauseMs: 0 } satisfies Partial<SagaTiming>;

/**
 * A fresh store with every area's domain and its sagas running, recording every action (dispatched or put), for
 * saga tests.
 */
export function createTestStore(options: StoreOptions = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = createAppStore({
    domains,
    ...options,
    context: { ...options.context, timing: { ...TEST_TIMING, ...options.context?.timing } },
    extraMiddleware: [record, keepForPrivacyGuard],
  });
  return Object.assign(store, { actions, actionTypes: () => actions.map((action) => action.type) });
}

/** Resolves once the state satisfies the predicate; fails with the last state after the time limit. */
export function waitForState(store: AppStore, predicate: (state: RootState) => boolean, timeoutMs = 4000) {
  return new Promise<RootState>((resolve, reject) => {
    if (predicate(store.getState())) {
      resolve(store.getState());
      return;
    }
    const timer = setTimeout(() => {
      unsubscribe();
      reject(
        new Error(`state never matched; last state: ${JSON.stringify(store.getState()).slice(0, 2000)}`),
      );
    }, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (!predicate(store.getState())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(store.getState());
    });
  });
}

export type Note = ['success', string] | ['error', ErrorText];

/** A test store whose sagas' toasts are recorded in `notes`, in order. */
export function createNotedStore(options: StoreOptions = {}) {
  const notes: Note[] = [];
  const store = createTestStore({
    ...options,
    context: {
      ...options.context,
      notify: {
        success: (key) => void notes.push(['success', key]),
        error: (text) => void notes.push(['error', text]),
      },
    },
  });
  return Object.assign(store, { notes });
}
