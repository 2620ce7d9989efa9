import { PRIVILEGES } from 'config/privileges';
import { defineArea } from '../types';

/**
 * The global config page (01-platform §2) and the reservation policy editor (03-community-analytics §2.9).
 *
 * - /config: whoever may save the config, or read the config models, opens it; only savers see Save.
 * - /reservation-center/policy(/:id): whoever may save the policy, or read reservation records (the policy is
 *   what their members agree to), opens it; only savers see Save. Its menu entry makes the Reservation Center
 *   side item appear, and the sub-application entry goes to its first menu link.
 */
const CONFIG_READERS = [PRIVILEGES.configSave, PRIVILEGES.configModelSearch];
const POLICY_READERS = [PRIVILEGES.reservationPolicySave, PRIVILEGES.reservationSearch];

export const configArea = defineArea({
  messages: ['config', 'linkAction', 'locationPicker'],
  domains: () =>
    import(/* webpackChunkName: "domains-config" */ 'src-models/areas/config').then((m) => m.configDomains),
  pages: [
    {
      path: '/config',
      app: 'scrm',
      page: () => import('src/pages/config/ConfigPage'),
      requirement: CONFIG_READERS,
      menu: { key: 'config', labelKey: 'config.menu' },
    },
    {
      path: '/reservation-center/policy',
      app: 'reservation-center',
      page: () => import('src/pages/reservationPolicy/PolicyPage'),
      requirement: POLICY_READERS,
      menu: { key: 'reservation-policy', labelKey: 'config.policy.menu' },
    },
    {
      path: '/reservation-center/policy/:id',
      app: 'reservation-center',
      page: () => import('src/pages/reservationPolicy/PolicyPage'),
      requirement: POLICY_READERS,
    },
  ],
  redirects: [{ path: '/reservation-center', redirectTo: 'firstMenuLink', app: 'reservation-center' }],
});
