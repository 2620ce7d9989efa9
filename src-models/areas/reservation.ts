import type { DomainTable } from '../coreDomains';
import { hasDealerList, noDealerList, reservationDeskReducer, reservationDeskSaga } from '../reservations';
import { globalConfigDomains } from './config';

export const reservationDomains = {
  ...globalConfigDomains,
  reservationsHasDealer: hasDealerList,
  reservationsNoDealer: noDealerList,
  reservationDesk: { reducer: reservationDeskReducer, saga: reservationDeskSaga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    reservation: typeof reservationDomains;
  }
}
