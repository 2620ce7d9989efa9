/** The tracking analytics dashboard (03-community-analytics §2.5, §8). */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'tracking.menu': 'Analytics',
  'tracking.menu.launch': 'Launches',
  'tracking.menu.page': 'Page Views',
};

const messages = {
  ...menu,
  'tracking.title.page': 'Tracking analytics: page views',
  'tracking.title.launch': 'Tracking analytics: launches',

  'tracking.scope.route': 'Page path',
  'tracking.scope.options': 'Parameters',
  'tracking.scope.apply': 'Apply',
  'tracking.scope.clear': 'Clear',

  'tracking.tab.scene': 'Launch Scene',
  'tracking.tab.pvuv': 'PV/UV',
  'tracking.tab.area': 'Area',
  'tracking.tab.device': 'Device',
  'tracking.tab.system': 'System',
  'tracking.tab.referer': 'User Referer',
  'tracking.tab.map': 'User Map',
  'tracking.tab.user': 'User',

  'tracking.loading': 'Loading...',
  'tracking.empty': 'No data',
  'tracking.loadFailed': 'This tab could not be loaded',
  'tracking.others': 'Others',
  'tracking.yes': 'Yes',
  'tracking.no': 'No',
  'tracking.export': 'Export Excel',
  'tracking.export.failed': 'download failed',

  'tracking.col.date': 'Date',
  'tracking.col.time': 'Time',
  'tracking.col.count': 'Count',
  'tracking.col.percentage': 'Percentage',
  'tracking.col.rank': 'Rank',
  'tracking.col.sceneCode': 'Scene',
  'tracking.col.sceneName': 'Scene Name',
  'tracking.col.uvPv': 'UV/PV',
  'tracking.col.pvShare': 'PV/Total PV',
  'tracking.col.uvShare': 'UV/Total UV',
  'tracking.col.province': 'Province',
  'tracking.col.city': 'City',
  'tracking.col.type': 'Type',
  'tracking.col.platform': 'Platform',
  'tracking.col.inviter': 'Inviter',
  'tracking.col.invitee': 'Invitee',
  'tracking.col.user': 'User',
  'tracking.col.page': 'Page',
  'tracking.col.device': 'Device',
  'tracking.col.area': 'Area',
  'tracking.col.network': 'Network',

  'tracking.scene.share': 'Scene share',
  'tracking.scene.daily': 'Scenes per day',
  'tracking.scene.table': 'Launch scenes',
  'tracking.scene.help': 'About launch scenes',
  'tracking.scene.help.title': 'Mini-program launch scenes',

  'tracking.pvuv.totalPv': 'Total PV',
  'tracking.pvuv.totalUv': 'Total UV',
  'tracking.pvuv.meanPv': 'Mean PV',
  'tracking.pvuv.daily': 'PV and UV per day',
  'tracking.pvuv.table': 'PV and UV',
  'tracking.pvuv.approximate':
    'Approximate: above 40,000 distinct visitors the count is an estimate (Elasticsearch cardinality)',

  'tracking.area.provinceShare': 'Province share',
  'tracking.area.cityShare': 'City share',
  'tracking.area.provinceRanking': 'Province ranking',
  'tracking.area.cityRanking': 'City ranking',
  'tracking.area.provinceTrend': 'Provinces by day',
  'tracking.area.cityTrend': 'Cities by day',

  'tracking.device.platform': 'Platform share',
  'tracking.device.brand': 'Brands',
  'tracking.device.models': '{platform} models',
  'tracking.device.table': 'Devices',

  'tracking.system.language': 'Language',
  'tracking.system.version': 'WeChat version',
  'tracking.system.network': 'Network type',
  'tracking.system.wifi': 'Wifi enabled',

  'tracking.referer.table': 'Referer',
  'tracking.referer.graph': 'Referer Graph',
  'tracking.referer.largeGraph':
    '{nodes} people: each is a dot; hover one to see their avatar and nickname, scroll to zoom.',
  'tracking.referer.summary':
    '{launches} launches through a shared link, {invitees} invitees; pairs and graph from the latest {sampled}.',

  'tracking.map.summary': '{located} launches with a location; the latest {shown} are drawn.',

  'tracking.events.total': '{total} events',

  'tracking.field.customer.mini_profile.nickname': 'Nickname',
  'tracking.field.customer.mini_profile.openid': 'Openid',
  'tracking.field.scope.route': 'Page path',
  'tracking.field.launch_option.scene': 'Launch scene',
  'tracking.field.launch_option.path': 'Launch path',
  'tracking.field.system_info.platform': 'Platform',
  'tracking.field.system_info.brand': 'Brand',
  'tracking.field.system_info.model': 'Model',
  'tracking.field.system_info.language': 'Language',
  'tracking.field.system_info.version': 'WeChat version',
  'tracking.field.system_info.wifiEnabled': 'Wifi enabled',
  'tracking.field.network.networkType': 'Network type',
  'tracking.field.ip.province': 'Province',
  'tracking.field.ip.city': 'City',
  'tracking.field.gender': 'Gender',
  'tracking.field.created_at': 'Time',

  'tracking.op.is': 'is',
  'tracking.op.isNot': 'is not',
  'tracking.op.startsWith': 'start with',
  'tracking.op.endsWith': 'end with',
  'tracking.op.contains': 'contains',
  'tracking.op.notContains': 'not contain',
  'tracking.op.gt': 'gt',
  'tracking.op.lt': 'lt',
  'tracking.op.lte': 'lte',
  'tracking.op.gte': 'gte',
  'tracking.op.equal': 'equal',
  'tracking.op.day': 'day',
  'tracking.op.earlier': 'earlier',
  'tracking.op.later': 'later',

  'tracking.gender.1': 'Male',
  'tracking.gender.2': 'Female',
  'tracking.gender.0': 'Unknown',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    tracking: typeof messages;
  }
}
