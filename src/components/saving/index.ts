export { SaveButton } from './SaveButton';
export { saveOnceButtonProps } from './saveOnceButtonProps';
export { useSaveOnce } from './useSaveOnce';
