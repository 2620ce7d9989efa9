export * from './slice';
export * from './selectors';
export { lookupsSaga, LOOKUP_MAX_AGE_MS } from './sagas';
export { isShownNow, type MaybeVisible } from './visibility';
export type { LookupRequest, LookupKind } from './requests';
