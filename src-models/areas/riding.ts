import type { DomainTable } from '../coreDomains';
import { rideList } from '../rides';

export const ridingDomains = {
  rides: { reducer: rideList.reducer, saga: rideList.saga },
} satisfies DomainTable;
