import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { coreDomains, type DomainTable } from './coreDomains';
import type { AllAreaDomains } from './domains';
import { createRootSaga } from './rootSaga';
import { DEFAULT_TIMING, silentNotifier, type SagaContext, type SagaTiming } from './common/context';

type AllDomains = typeof coreDomains & AllAreaDomains;

/** The whole state. An area's part is there once its domain has joined the store (`addDomains`). */
export type RootState = { [K in keyof AllDomains]: ReturnType<AllDomains[K]['reducer']> };

const MASK = '***';

/** DevTools must never show a password: mask every `password` key in what it records. */
export function maskPasswords<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskPasswords) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === 'password' ? MASK : maskPasswords(inner)]),
    ) as T;
  }
  return value;
}

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
  const reducers: Record<string, Reducer> = {};
  const combined = () => combineReducers(reducers) as unknown as Reducer<RootState>;
  const initial: DomainTable = { ...coreDomains, ...options.domains };
  for (const [name, { reducer }] of Object.entries(initial)) reducers[name] = reducer;
  const store = configureStore({
    reducer: combined(),
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(sagaMiddleware, ...(options.extraMiddleware ?? [])),
    devTools: options.devTools
      ? {
          actionSanitizer: (action) => maskPasswords(action),
          stateSanitizer: (state) => maskPasswords(state),
        }
      : false,
  });
  const run = (table: DomainTable) => sagaMiddleware.run(createRootSaga(sagasOf(table), logCrash));
  run(initial);

  /** Adds the domains not in the store yet: their reducers (with their initial state) and their sagas. */
  function addDomains(table: DomainTable) {
    const added = Object.fromEntries(Object.entries(table).filter(([name]) => !(name in reducers)));
    if (Object.keys(added).length === 0) return;
    for (const [name, { reducer }] of Object.entries(added)) reducers[name] = reducer;
    store.replaceReducer(combined());
    run(added);
  }

  return Object.assign(store, { addDomains });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
