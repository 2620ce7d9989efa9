import { PRIVILEGES } from 'config/privileges';
import type { ListScope } from 'src/components/list/firstSearch';
import { defineArea } from '../types';

const rides = () => import(/* webpackChunkName: "domains-riding" */ 'src-models/rides');

/**
 * Riding records (01-platform §2, 03-community-analytics §2.2): `/riding` opens its one tab, the Regular Riding
 * List; `?id=` there shows one ride.
 */
export const ridingArea = defineArea({
  messages: ['riding', 'auditTrail'],
  domains: () =>
    import(/* webpackChunkName: "domains-riding" */ 'src-models/areas/riding').then((m) => m.ridingDomains),
  pages: [
    {
      path: '/riding',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "riding-list" */ 'src/pages/riding/RidingIndexPage'),
      menu: { key: 'riding', labelKey: 'riding.menu' },
      indexOfTabs: 'riding',
    },
    {
      path: '/riding/regular/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "riding-list" */ 'src/pages/riding/RideListPage'),
      list: () => rides().then((m) => m.rideList),
      // The regular rides, or the one ride `?id=` names (RideListPage).
      listScope: () =>
        rides().then((m): ListScope => (_state, params) => {
          const id = params.get('id')?.trim();
          return id ? m.oneRide(id) : m.REGULAR_RIDES;
        }),
      requirement: [PRIVILEGES.rideSearch],
      tab: { group: 'riding', labelKey: 'riding.tab.regular' },
    },
  ],
});
