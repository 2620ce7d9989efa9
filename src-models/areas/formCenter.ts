import type { DomainTable } from '../coreDomains';
import {
  actionLogList,
  formCenterSaga,
  formDocument,
  formList,
  formRecordExportReducer,
  formRecordList,
} from '../formCenter';

export const formCenterDomains = {
  formCenterForms: { reducer: formList.reducer, saga: formList.saga },
  formCenterForm: { reducer: formDocument.reducer, saga: formDocument.saga },
  formCenterRecords: { reducer: formRecordList.reducer, saga: formRecordList.saga },
  formRecordExport: { reducer: formRecordExportReducer, saga: formCenterSaga },
  formCenterActionLogs: { reducer: actionLogList.reducer, saga: actionLogList.saga },
} satisfies DomainTable;
