export * from './slice';
export * from './selectors';
export { policySaga } from './sagas';
