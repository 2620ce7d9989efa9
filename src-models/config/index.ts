export * from './slice';
export * from './selectors';
export { configSaga } from './sagas';
