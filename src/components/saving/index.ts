export { useSaveOnce } from './useSaveOnce';
