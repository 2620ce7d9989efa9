export * from './model';
export * from './form';
export * from './fields';
export {
  formRecordExportActions,
  formRecordExportReducer,
  selectFormRecordExport,
  type FormRecordExportState,
} from './recordExport';
export { formCenterSaga } from './sagas';
