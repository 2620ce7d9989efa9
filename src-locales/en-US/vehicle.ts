/** The /vehicle tabbed data page (02-operations §2 screen 5): its tabs. */
export default {
  'vehicle.tab.carBrand': 'Car Brands',
  'vehicle.tab.series': 'Brand Series',
  'vehicle.tab.channel': 'Purchase Channels',
};
