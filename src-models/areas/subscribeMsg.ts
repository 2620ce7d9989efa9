import type { DomainTable } from '../coreDomains';
import { subscribeMsgDocument, subscribeMsgList } from '../subscribeMsg';

export const subscribeMsgDomains = {
  subscribeMsgActivities: subscribeMsgList,
  subscribeMsgActivity: { reducer: subscribeMsgDocument.reducer, saga: subscribeMsgDocument.saga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    subscribeMsg: typeof subscribeMsgDomains;
  }
}
