import type { DomainTable } from '../coreDomains';
import { subscribeMsgDocument, subscribeMsgList } from '../subscribeMsg';

export const subscribeMsgDomains = {
  subscribeMsgActivities: { reducer: subscribeMsgList.reducer, saga: subscribeMsgList.saga },
  subscribeMsgActivity: { reducer: subscribeMsgDocument.reducer, saga: subscribeMsgDocument.saga },
} satisfies DomainTable;
