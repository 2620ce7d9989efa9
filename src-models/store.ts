import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { coreDomains, type DomainTable } from './coreDomains';
import type { AllAreaDomains } from './domains';
import { createRootSaga } from './rootSaga';
import { DEFAULT_TIMING, silentNotifier, type SagaContext, type SagaTiming } from './common/context';
import { cleanAction, cleanState, createSessionRecorder, replayable } from './sessionRecord';

type AllDomains = typeof coreDomains & AllAreaDomains;

/** The whole state. An area's part is there once its domain has joined the store (`addDomains`). */
export type RootState = { [K in keyof AllDomains]: ReturnType<AllDomains[K]['reducer']> };

export interface StoreOptions {
  context?: Partial<Omit<SagaContext, 'timing'>> & { timing?: Partial<SagaTiming> };
  /** Domains in the store from the start besides the core ones (tests take every area's at once). */
  domains?: DomainTable;
  preloadedState?: Partial<RootState>;
  devTools?: boolean;
  /** Extra middleware after the saga middleware (tests record actions with it). */
  extraMiddleware?: Middleware[];
}

const logCrash = (message: string, error: unknown) => console.error(message, error);

const sagasOf = (table: DomainTable) =>
  Object.fromEntries(Object.entries(table).flatMap(([name, { saga }]) => (saga ? [[name, saga]] : [])));

/** A fresh store with its sagas running: one per app, one per test. */
export function createAppStore(options: StoreOptions = {}) {
  const context: SagaContext = {
    notify: options.context?.notify ?? silentNotifier,
    timing: { ...DEFAULT_TIMING, ...options.context?.timing },
  };
  const sagaMiddleware = createSagaMiddleware({ context });
  const sessionRecord = createSessionRecorder();
  const reducers: Record<string, Reducer> = {};
  const combine = () => combineReducers(reducers) as unknown as Reducer<RootState>;
  // A development build takes a replayed session record whole (src/app/sessionReplay.ts); production never does.
  const combined = () => (process.env.NODE_ENV === 'production' ? combine() : replayable(combine()));
  const initial: DomainTable = { ...coreDomains, ...options.domains };
  for (const [name, { reducer }] of Object.entries(initial)) reducers[name] = reducer;
  const store = configureStore({
    reducer: combined(),
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(
        sagaMiddleware,
        ...(options.extraMiddleware ?? []),
        // Last: it sees each action just before the reducer does, in the reducer's order.
        sessionRecord.middleware,
      ),
    // DevTools shows what a session record would hold: nothing of config/privateFields.ts. (Never in production,
    // so the cleaner stays out of the first screen's code: the download's chunk has it.)
    devTools:
      process.env.NODE_ENV !== 'production' && options.devTools
        ? { actionSanitizer: cleanAction, stateSanitizer: cleanState }
        : false,
  });
  const run = (table: DomainTable) => sagaMiddleware.run(createRootSaga(sagasOf(table), logCrash));
  run(initial);

  /** Adds the domains not in the store yet: their reducers (with their initial state) and their sagas. */
  function addDomains(table: DomainTable) {
    const added = Object.fromEntries(Object.entries(table).filter(([name]) => !(name in reducers)));
    if (Object.keys(added).length === 0) return;
    for (const [name, { reducer }] of Object.entries(added)) reducers[name] = reducer;
    sessionRecord.domainsJoined(Object.keys(added));
    store.replaceReducer(combined());
    run(added);
  }

  return Object.assign(store, { addDomains, sessionRecord });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
