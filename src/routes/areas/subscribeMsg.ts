import { PRIVILEGES } from 'config/privileges';
import { defineArea } from '../types';

/** The area's store domains, loaded with the first of its pages (and each page's own list among them). */
const areaDomains = () =>
  import(/* webpackChunkName: "domains-subscribe-msg" */ 'src-models/subscribeMsg').then(
    (m) => m.subscribeMsgDomains,
  );

/**
 * The subscribe-message center (03-community-analytics §2.6), its own sub-application: the activities
 * (`/list`, where `/subscribe-msg-center` leads) and one activity's template and message (`/actionDetail/:id`).
 * Both read with SubscribeMsgSearch; the message saves with SubscribeMsgSave.
 */
export const subscribeMsgArea = defineArea({
  domains: areaDomains,
  messages: ['subscribeMsg', 'subscribeMessage'],
  pages: [
    {
      path: '/subscribe-msg-center/list',
      app: 'subscribe-msg-center',
      page: () =>
        import(/* webpackChunkName: "subscribe-msg-list" */ 'src/pages/subscribeMsg/SubscribeMsgListPage'),
      list: () => areaDomains().then((domains) => domains.subscribeMsgActivities),
      requirement: [PRIVILEGES.subscribeMsgSearch],
      menu: { key: 'subscribe-msg-list', labelKey: 'subscribeMsg.menu' },
    },
    {
      path: '/subscribe-msg-center/actionDetail/:id',
      app: 'subscribe-msg-center',
      page: () =>
        import(/* webpackChunkName: "subscribe-msg-one" */ 'src/pages/subscribeMsg/SubscribeMsgDetailPage'),
      requirement: [PRIVILEGES.subscribeMsgSearch],
    },
  ],
  redirects: [
    { path: '/subscribe-msg-center', redirectTo: '/subscribe-msg-center/list', app: 'subscribe-msg-center' },
  ],
});
