import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { domains } from './domains';
import { createRootSaga } from './rootSaga';
import { silentNotifier, type SagaContext } from './common/context';

const reducers = Object.fromEntries(
  Object.entries(domains).map(([name, domain]) => [name, domain.reducer]),
) as {
  [K in keyof typeof domains]: (typeof domains)[K]['reducer'];
};
const rootReducer = combineReducers(reducers);

export type RootState = ReturnType<typeof rootReducer>;

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
  context?: Partial<SagaContext>;
  preloadedState?: Partial<RootState>;
  devTools?: boolean;
  /** Extra middleware after the saga middleware (tests record actions with it). */
  extraMiddleware?: Middleware[];
}

/** A fresh store with its sagas running: one per app, one per test. */
export function createAppStore(options: StoreOptions = {}) {
  const context: SagaContext = { notify: silentNotifier, ...options.context };
  const sagaMiddleware = createSagaMiddleware({ context });
  const store = configureStore({
    reducer: rootReducer,
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
  const sagas = Object.fromEntries(
    Object.entries(domains).flatMap(([name, domain]) =>
      'saga' in domain ? [[name, domain.saga as Saga]] : [],
    ),
  );
  const task = sagaMiddleware.run(createRootSaga(sagas, (message, error) => console.error(message, error)));
  return Object.assign(store, { sagaTask: task });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
