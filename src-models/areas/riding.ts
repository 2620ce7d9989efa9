import type { DomainTable } from '../coreDomains';
import { rideList } from '../rides';

export const ridingDomains = {
  rides: rideList,
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    riding: typeof ridingDomains;
  }
}
