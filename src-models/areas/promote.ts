import type { DomainTable } from '../coreDomains';
import {
  promoteActivityDocument,
  promoteActivityList,
  promoteConfigDocument,
  promotePickersReducer,
  promotePickersSaga,
} from '../promote';

export const promoteDomains = {
  promoteActivities: promoteActivityList,
  promoteActivity: { reducer: promoteActivityDocument.reducer, saga: promoteActivityDocument.saga },
  promoteConfig: { reducer: promoteConfigDocument.reducer, saga: promoteConfigDocument.saga },
  promotePickers: { reducer: promotePickersReducer, saga: promotePickersSaga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    promote: typeof promoteDomains;
  }
}
