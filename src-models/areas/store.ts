import type { DomainTable } from '../coreDomains';
import { storeDocument, storeList, storeStaffList } from '../stores';

export const storeDomains = {
  stores: storeList,
  store: { reducer: storeDocument.reducer, saga: storeDocument.saga },
  storeStaff: { reducer: storeStaffList.reducer, saga: storeStaffList.saga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    store: typeof storeDomains;
  }
}
