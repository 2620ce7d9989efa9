import type { DomainTable } from '../coreDomains';
import { subscribeMsgDocument, subscribeMsgList } from '../subscribeMsg';

export const subscribeMsgDomains = {
  subscribeMsgActivities: subscribeMsgList,
  subscribeMsgActivity: { reducer: subscribeMsgDocument.reducer, saga: subscribeMsgDocument.saga },
} satisfies DomainTable;
