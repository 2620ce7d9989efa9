import type { DomainTable } from '../coreDomains';
import { pageBuilderReducer } from '../pageBuilder';

/** The page builder's page and history, for the editors with a Layout tab (floors). */
export const pageBuilderDomains = {
  pageBuilder: { reducer: pageBuilderReducer },
} satisfies DomainTable;
