export { LocationFields, coordinateRules, DEFAULT_ZOOM, type LocationFieldsProps } from './LocationFields';
export { OfflineMap, type OfflineMapProps } from './OfflineMap';
