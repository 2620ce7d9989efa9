import type { DomainTable } from './coreDomains';
import { lookupsReducer, lookupsSaga } from './lookups';
import { savedFiltersReducer } from './savedFilters';

/**
 * What the pages of every area share (the selectors' lookups, every list's saved filters): in the store with the
 * signed-in shell. An area's own domains join with its pages (`domains` in src/routes/areas/<area>.ts).
 */
export const shellDomains = {
  lookups: { reducer: lookupsReducer, saga: lookupsSaga },
  savedFilters: { reducer: savedFiltersReducer },
} satisfies DomainTable;
