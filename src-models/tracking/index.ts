export * from './slice';
export * from './selectors';
export * from './types';
export { trackingSaga } from './sagas';
export { TRACKING_LIMITS, tabRequestKey } from './queries';
