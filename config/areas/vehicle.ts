import { PRIVILEGES } from '../privileges';
import type { MessageId } from 'src-locales/messageIds';
import type { AreaRoutes } from '../routes';

/**
 * The /vehicle tabbed data page (02-operations §2 screen 5): each tab is a route of the 'vehicle' tab row, shown
 * only to an operator who may search its list (§6).
 */
const tab = (labelKey: MessageId) => ({ group: 'vehicle', labelKey });

export const vehicleArea: AreaRoutes = {
  pages: [
    {
      path: '/vehicle/car-brand',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "vehicle-car-brand" */ 'src/pages/vehicle/carBrands/CarBrandListPage'),
      requirement: [PRIVILEGES.carBrandSearch],
      tab: tab('vehicle.tab.carBrand'),
    },
    {
      path: '/vehicle/series',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "vehicle-series" */ 'src/pages/vehicle/series/SeriesListPage'),
      requirement: [PRIVILEGES.carSeriesSearch],
      tab: tab('vehicle.tab.series'),
    },
    {
      path: '/vehicle/channel',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "vehicle-channel" */ 'src/pages/vehicle/channels/ChannelListPage'),
      requirement: [PRIVILEGES.buyingChannelSearch],
      tab: tab('vehicle.tab.channel'),
    },
  ],
};
