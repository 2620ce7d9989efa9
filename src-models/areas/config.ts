import { configDocument, termsDocument } from '../config';
import type { DomainTable } from '../coreDomains';
import { policyDocument } from '../policy';

/** The global config and its terms, also read by the areas that take a form or activity id from the config. */
export const globalConfigDomains = {
  config: { reducer: configDocument.reducer, saga: configDocument.saga },
  configTerms: { reducer: termsDocument.reducer, saga: termsDocument.saga },
} satisfies DomainTable;

export const configDomains = {
  ...globalConfigDomains,
  policy: { reducer: policyDocument.reducer, saga: policyDocument.saga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    config: typeof configDomains;
  }
}
