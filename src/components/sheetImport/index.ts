export { SheetImportButton } from './SheetImportButton';
