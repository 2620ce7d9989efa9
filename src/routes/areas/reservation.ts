import { PRIVILEGES } from 'config/privileges';
import type { MessageId } from 'src-locales/messageIds';
import type { ReservationTab } from 'src-models/reservations';
import type { ListScope } from 'src/components/list/firstSearch';
import { defineArea, type FirstRequests } from '../types';

/**
 * Reservation records (02-operations §2 screen 6): `/reservation/list` (the menu entry) opens the 'Has Dealer'
 * tab; both tabs need the record search. Export needs its own privilege, checked on the page.
 */
const tab = (labelKey: MessageId) => ({ group: 'reservation', labelKey });

const models = () => import(/* webpackChunkName: "domains-reservation" */ 'src-models/reservations');

/**
 * Opened at a tab, the app asks for its config and form while the page's code loads (`recordsOpened`), and its
 * records as soon as the config names their activity.
 */
const firstScreenOf = (records: ReservationTab) => ({
  list: () => models().then((m) => (records === 'hasDealer' ? m.hasDealerList : m.noDealerList)),
  listScope: () =>
    models().then(
      (m): ListScope =>
        (state) =>
          m.selectTabScope(state, records),
    ),
  firstRequests: () =>
    models().then(
      (m): FirstRequests =>
        (dispatch) =>
          dispatch(m.reservationDeskActions.recordsOpened({ tab: records })),
    ),
});

export const reservationArea = defineArea({
  messages: ['reservation', 'config', 'formField'],
  domains: () =>
    import(/* webpackChunkName: "domains-reservation" */ 'src-models/areas/reservation').then(
      (m) => m.reservationDomains,
    ),
  pages: [
    {
      path: '/reservation/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "reservations" */ 'src/pages/reservation/ReservationIndexPage'),
      menu: { key: 'reservation', labelKey: 'reservation.menu' },
      indexOfTabs: 'reservation',
      firstGets: ['config'],
    },
    {
      path: '/reservation/list/has-dealer',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "reservations" */ 'src/pages/reservation/HasDealerPage'),
      requirement: [PRIVILEGES.reservationSearch],
      ...firstScreenOf('hasDealer'),
      firstGets: ['config'],
      tab: tab('reservation.tab.hasDealer'),
    },
    {
      path: '/reservation/list/no-dealer',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "reservations" */ 'src/pages/reservation/NoDealerPage'),
      requirement: [PRIVILEGES.reservationSearch],
      ...firstScreenOf('noDealer'),
      firstGets: ['config'],
      tab: tab('reservation.tab.noDealer'),
    },
  ],
});
