import type { DomainTable } from '../coreDomains';
import {
  applicationLists,
  docAreaReducer,
  docAreaSaga,
  docDocuments,
  docLists,
  docMemberLists,
} from '../docs';

/** Each list and document in its two variants (plain and club administrator's), the area's workflows. */
export const docDomains = {
  docs: { reducer: docLists.operator.reducer, saga: docLists.operator.saga },
  adminDocs: { reducer: docLists.admin.reducer, saga: docLists.admin.saga },
  docApplications: { reducer: applicationLists.operator.reducer, saga: applicationLists.operator.saga },
  adminDocApplications: { reducer: applicationLists.admin.reducer, saga: applicationLists.admin.saga },
  docMembers: { reducer: docMemberLists.operator.reducer, saga: docMemberLists.operator.saga },
  adminDocMembers: { reducer: docMemberLists.admin.reducer, saga: docMemberLists.admin.saga },
  doc: { reducer: docDocuments.operator.reducer, saga: docDocuments.operator.saga },
  adminDoc: { reducer: docDocuments.admin.reducer, saga: docDocuments.admin.saga },
  docArea: { reducer: docAreaReducer, saga: docAreaSaga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    doc: typeof docDomains;
  }
}
