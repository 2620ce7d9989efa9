export * from './slice';
export * from './selectors';
export * from './types';
export { trackingSaga } from './sagas';
export {
  TRACKING_LIMITS,
  contextFilters,
  eventScope,
  scopeFilters,
  tabRequestKey,
  uniqueVisitors,
} from './queries';
export { trackingEventList } from './eventList';
export { trackingEventFields } from './eventFields';
