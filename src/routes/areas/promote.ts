import { PRIVILEGES } from 'config/privileges';
import { defineArea } from '../types';

/**
 * Promote activities and the promote config (02-operations §2 screen 12), under one header sub-menu.
 *
 * - /promote/activity/list: the list; only savers see Create. `/promote/activity` goes to it (SPEC-DECISIONS).
 * - /promote/activity/create writes a new activity (savers); /promote/activity/:id opens one for whoever may read
 *   or save activities (`create` as the id is the same editor on a new activity).
 * - /promote/config: whoever may read or save the config opens it; only savers see Save.
 */
const group = { key: 'promote', labelKey: 'promote.menu' } as const;

/** The area's store domains, loaded with the first of its pages (and each page's own list among them). */
const areaDomains = () =>
  import(/* webpackChunkName: "domains-promote" */ 'src-models/areas/promote').then((m) => m.promoteDomains);

export const promoteArea = defineArea({
  domains: areaDomains,
  // The link-action editor (src/components/linkAction) brings the global config's model and its messages.
  messages: ['promote', 'config', 'linkAction', 'locationPicker'],
  pages: [
    {
      path: '/promote/activity/list',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "promote-activity-list" */ 'src/pages/promote/ActivityListPage'),
      list: () => areaDomains().then((domains) => domains.promoteActivities),
      requirement: [PRIVILEGES.promoteActivitySearch],
      menu: { key: 'promote-activity', labelKey: 'promote.menu.activities', group },
    },
    {
      path: '/promote/activity/create',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "promote-activity-editor" */ 'src/pages/promote/ActivityEditorPage'),
      requirement: [PRIVILEGES.promoteActivitySave],
    },
    {
      path: '/promote/activity/:id',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "promote-activity-editor" */ 'src/pages/promote/ActivityEditorPage'),
      requirement: [PRIVILEGES.promoteActivityGet, PRIVILEGES.promoteActivitySave],
    },
    {
      path: '/promote/config',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "promote-config" */ 'src/pages/promote/ConfigPage'),
      requirement: [PRIVILEGES.promoteConfigGet, PRIVILEGES.promoteConfigSave],
      menu: { key: 'promote-config', labelKey: 'promote.menu.config', group },
    },
  ],
  redirects: [{ path: '/promote/activity', redirectTo: '/promote/activity/list', app: 'scrm' }],
});
