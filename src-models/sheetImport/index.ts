export { sheetImportActions, sheetImportReducer, selectSheetImport, type SheetImportState } from './slice';
export { sheetImportSaga } from './sagas';
