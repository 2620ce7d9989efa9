import { defineCatalogue } from '../list';

/** The tracking event's fields (the tracking service's columnar mapping) as the 'user' tab filters on them. */
export const trackingEventFields = defineCatalogue('tracking', [
  { key: 'customer.mini_profile.nickname', type: 'string' },
  { key: 'customer.mini_profile.openid', type: 'string' },
  { key: 'scope.route', type: 'string' },
  // Scene names come in the interface language: the page gives the choices (config/trackingScenes.ts).
  { key: 'launch_option.scene', type: 'scene' },
  { key: 'launch_option.path', type: 'string' },
  { key: 'system_info.platform', type: 'string' },
  { key: 'system_info.brand', type: 'string' },
  { key: 'system_info.model', type: 'string' },
  { key: 'system_info.language', type: 'string' },
  { key: 'system_info.version', type: 'string' },
  { key: 'system_info.wifiEnabled', type: 'boolean' },
  { key: 'network.networkType', type: 'string' },
  { key: 'ip.province', type: 'string' },
  { key: 'ip.city', type: 'string' },
  { key: 'gender', type: 'gender' },
  { key: 'created_at', type: 'date' },
]);
