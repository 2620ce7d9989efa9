export { SaveButton } from './SaveButton';
export { useSaveOnce } from './useSaveOnce';
