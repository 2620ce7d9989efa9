import type { DomainTable } from '../coreDomains';
import { hasDealerList, noDealerList, reservationDeskReducer, reservationDeskSaga } from '../reservations';
import { globalConfigDomains } from './config';

export const reservationDomains = {
  ...globalConfigDomains,
  reservationsHasDealer: { reducer: hasDealerList.reducer, saga: hasDealerList.saga },
  reservationsNoDealer: { reducer: noDealerList.reducer, saga: noDealerList.saga },
  reservationDesk: { reducer: reservationDeskReducer, saga: reservationDeskSaga },
} satisfies DomainTable;
