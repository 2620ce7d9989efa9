import { PRIVILEGES } from 'config/privileges';
import type { MessageId } from 'src-locales/messageIds';
import type { ListScope } from 'src/components/list/firstSearch';
import { defineArea, type FirstRequests } from '../types';

/**
 * The tabbed vehicle data page (02-operations §2 screen 5): each tab behind its own search permission, so a tab
 * the operator may not search is not shown; `/vehicle` (the menu entry) goes to the first tab they may see.
 * The car brand, series and channel tabs join the same row (group 'vehicle').
 */
const tab = (labelKey: MessageId) => ({ group: 'vehicle', labelKey });

/** The area's store domains, loaded with the first of its pages (and each page's own list among them). */
const areaDomains = () =>
  import(/* webpackChunkName: "domains-vehicle" */ 'src-models/areas/vehicle').then((m) => m.vehicleDomains);

const vehicleModels = () => import(/* webpackChunkName: "domains-vehicle" */ 'src-models/vehicles');
const configModels = () => import(/* webpackChunkName: "domains-vehicle" */ 'src-models/config');

export const vehicleArea = defineArea({
  messages: ['vehicle', 'carOption', 'config', 'sheetImport'],
  domains: areaDomains,
  pages: [
    {
      path: '/vehicle',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "motorcycles" */ 'src/pages/vehicle/VehicleIndexPage'),
      menu: { key: 'vehicle', labelKey: 'vehicle.menu' },
      indexOfTabs: 'vehicle',
    },
    {
      path: '/vehicle/motorcycle',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "motorcycles" */ 'src/pages/vehicle/motorcycles/MotorcycleListPage'),
      list: () => areaDomains().then((domains) => domains.motorcycles),
      requirement: [PRIVILEGES.motorcycleSearch],
      tab: tab('vehicle.tab.motorcycle'),
    },
    {
      path: '/vehicle/model-brand',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "model-brands" */ 'src/pages/vehicle/modelBrands/ModelBrandListPage'),
      list: () => areaDomains().then((domains) => domains.modelBrands),
      requirement: [PRIVILEGES.modelBrandSearch],
      tab: tab('vehicle.tab.modelBrand'),
    },
    {
      path: '/vehicle/car-brand',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "vehicle-car-brand" */ 'src/pages/vehicle/carBrands/CarBrandListPage'),
      list: () => areaDomains().then((domains) => domains.carBrands),
      requirement: [PRIVILEGES.carBrandSearch],
      tab: tab('vehicle.tab.carBrand'),
    },
    {
      path: '/vehicle/series',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "vehicle-series" */ 'src/pages/vehicle/series/SeriesListPage'),
      list: () => areaDomains().then((domains) => domains.carSeries),
      requirement: [PRIVILEGES.carSeriesSearch],
      tab: tab('vehicle.tab.series'),
    },
    {
      path: '/vehicle/channel',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "vehicle-channel" */ 'src/pages/vehicle/channels/ChannelListPage'),
      list: () => areaDomains().then((domains) => domains.buyingChannels),
      requirement: [PRIVILEGES.buyingChannelSearch],
      tab: tab('vehicle.tab.channel'),
    },
    {
      path: '/vehicle/garage',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "garages" */ 'src/pages/vehicle/garages/GarageListPage'),
      list: () => areaDomains().then((domains) => domains.garages),
      requirement: [PRIVILEGES.garageSearch],
      tab: tab('vehicle.tab.garage'),
    },
    {
      path: '/vehicle/complaint',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "complaints" */ 'src/pages/vehicle/complaints/ComplaintListPage'),
      // The records of the complaint form the config names: the config first, then the list.
      list: () => areaDomains().then((domains) => domains.complaints),
      listScope: () => vehicleModels().then((m): ListScope => m.selectComplaintScope),
      firstRequests: () =>
        configModels().then(
          (m): FirstRequests =>
            (dispatch) =>
              dispatch(m.configWanted()),
        ),
      firstGets: ['config'],
      requirement: [PRIVILEGES.garageSearch],
      tab: tab('vehicle.tab.complaint'),
    },
  ],
});
