export { docFields, applicationFields, docMemberFields } from './fields';
export {
  DOC_ORDER,
  DOC_MEMBER_DEFAULT_QUERY,
  docLists,
  applicationLists,
  docMemberLists,
  docDocuments,
} from './model';
export {
  docAreaActions,
  docAreaReducer,
  selectDocArea,
  selectDocRole,
  selectDocVariant,
  selectApproval,
  selectReasonPresets,
  selectMonthDownload,
  selectAdminCandidates,
  distinctReasons,
  REASON_PRESETS,
  type DocAreaState,
  type ApprovalRun,
  type ApprovalRow,
  type ApprovalRequest,
} from './slice';
export { docAreaSaga } from './sagas';
export { docFormValues, docInput, NEW_DOC_VALUES, type DocFormValues } from './form';
