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
  formCenterForms: formList,
  formCenterForm: { reducer: formDocument.reducer, saga: formDocument.saga },
  formCenterRecords: { reducer: formRecordList.reducer, saga: formRecordList.saga },
  formRecordExport: { reducer: formRecordExportReducer, saga: formCenterSaga },
  formCenterActionLogs: actionLogList,
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    formCenter: typeof formCenterDomains;
  }
}
