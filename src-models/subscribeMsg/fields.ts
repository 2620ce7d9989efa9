import { defineCatalogue } from '../list';

/** The subscribe-message activities as the center lists them (03-community-analytics §2.6, §3). */
export const subscribeMsgFields = defineCatalogue('subscribeMsg', [
  { key: 'name', type: 'string', sortable: true },
  { key: 'tpl_id', type: 'string' },
  { key: 'updated_at', type: 'date', sortable: true },
]);
