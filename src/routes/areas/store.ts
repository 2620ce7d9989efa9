import { PRIVILEGES, STORE_STAFF_REQUIREMENT } from 'config/privileges';
import { defineArea } from '../types';

/** The area's store domains, loaded with the first of its pages (and each page's own list among them). */
const areaDomains = () =>
  import(/* webpackChunkName: "domains-store" */ 'src-models/areas/store').then((m) => m.storeDomains);

/**
 * Dealer stores (01-platform §2, 02-operations §2 screens 7 and 8): the store list in the header menu, and one
 * store's staff list, reached from its row.
 */
export const storeArea = defineArea({
  messages: ['store', 'member', 'locationPicker'],
  domains: areaDomains,
  pages: [
    {
      path: '/store/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "store-list" */ 'src/pages/store/StoreListPage'),
      list: () => areaDomains().then((domains) => domains.stores),
      requirement: [PRIVILEGES.storeSearch],
      menu: { key: 'store', labelKey: 'store.menu' },
    },
    {
      path: '/store/:id',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "store-staff" */ 'src/pages/store/StoreStaffPage'),
      requirement: STORE_STAFF_REQUIREMENT,
    },
  ],
});
