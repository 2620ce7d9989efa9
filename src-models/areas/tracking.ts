import type { DomainTable } from '../coreDomains';
import { trackingEventList, trackingReducer, trackingSaga } from '../tracking';

export const trackingDomains = {
  tracking: { reducer: trackingReducer, saga: trackingSaga },
  trackingEvents: { reducer: trackingEventList.reducer, saga: trackingEventList.saga },
} satisfies DomainTable;
