import { PRIVILEGES } from 'config/privileges';
import { defineArea } from '../types';

const requirement = [PRIVILEGES.trackingSearch];
const group = { key: 'analytics', labelKey: 'tracking.menu' } as const;
const firstRequestsOf = (variant: 'page' | 'launch') => () =>
  import(/* webpackChunkName: "tracking-first" */ 'src/pages/tracking/firstRequests').then((m) =>
    m.dashboardFirstRequests(variant),
  );

/**
 * The tracking analytics dashboard (03-community-analytics §2.5). The spec shows no URL: the page-view
 * dashboard is `/tracking` and the launch variant `/tracking/launch`; the page-scoped view is the same page
 * with `route` and `options` in the query (`/tracking?route=pages/index/index&options=id%3D3`).
 */
export const trackingArea = defineArea({
  messages: ['tracking'],
  domains: () =>
    import(/* webpackChunkName: "domains-tracking" */ 'src-models/areas/tracking').then(
      (m) => m.trackingDomains,
    ),
  pages: [
    {
      path: '/tracking',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "tracking-page" */ 'src/pages/tracking/PageViewDashboard'),
      requirement,
      firstRequests: firstRequestsOf('page'),
      menu: { key: 'tracking', labelKey: 'tracking.menu.page', group },
    },
    {
      path: '/tracking/launch',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "tracking-launch" */ 'src/pages/tracking/LaunchDashboard'),
      requirement,
      firstRequests: firstRequestsOf('launch'),
      menu: { key: 'tracking-launch', labelKey: 'tracking.menu.launch', group },
    },
  ],
});
