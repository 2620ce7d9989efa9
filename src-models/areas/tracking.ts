import type { DomainTable } from '../coreDomains';
import { trackingEventList, trackingReducer, trackingSaga } from '../tracking';

export const trackingDomains = {
  tracking: { reducer: trackingReducer, saga: trackingSaga },
  trackingEvents: { reducer: trackingEventList.reducer, saga: trackingEventList.saga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    tracking: typeof trackingDomains;
  }
}
