import type { FilterField } from 'src-models/list';
import { SCENES, sceneName } from './scenes';

const text = (key: string): FilterField => ({ key, labelKey: `tracking.field.${key}`, type: 'string' });

/** The event fields the 'user' tab filters on (the tracking service's columnar mapping), scene names localized. */
export function eventFilterFields(locale: string): FilterField[] {
  return [
    text('customer.mini_profile.nickname'),
    text('customer.mini_profile.openid'),
    text('scope.route'),
    {
      key: 'launch_option.scene',
      labelKey: 'tracking.field.launch_option.scene',
      type: 'scene',
      options: SCENES.map((scene) => ({
        value: String(scene.code),
        label: `${scene.code} ${sceneName(scene.code, locale)}`,
        literal: true,
      })),
    },
    text('launch_option.path'),
    text('system_info.platform'),
    text('system_info.brand'),
    text('system_info.model'),
    text('system_info.language'),
    text('system_info.version'),
    { key: 'system_info.wifiEnabled', labelKey: 'tracking.field.system_info.wifiEnabled', type: 'boolean' },
    text('network.networkType'),
    text('ip.province'),
    text('ip.city'),
    { key: 'gender', labelKey: 'tracking.field.gender', type: 'gender' },
    { key: 'created_at', labelKey: 'tracking.field.created_at', type: 'date' },
  ];
}
