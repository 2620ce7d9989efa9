import { PRIVILEGES } from 'config/privileges';
import { defineArea } from '../types';

const { formCenterCreateForm, formCenterUpdateForm, formCenterSearchRecord, formCenterSearchActionLog } =
  PRIVILEGES;

/** The area's store domains, loaded with the first of its pages (and each page's own list among them). */
const areaDomains = () =>
  import(/* webpackChunkName: "domains-form-center" */ 'src-models/areas/formCenter').then(
    (m) => m.formCenterDomains,
  );

/**
 * The form center (issue 15), its own sub-application: the forms (whoever may create, update or read their
 * records), a form's editor (create or update), a form's records, and the action log. `/form-center` opens the
 * first menu entry the operator may see.
 */
export const formCenterArea = defineArea({
  domains: areaDomains,
  messages: ['formCenter', 'formBuilder', 'formField'],
  pages: [
    {
      path: '/form-center/form',
      app: 'form-center',
      page: () => import(/* webpackChunkName: "form-center-forms" */ 'src/pages/formCenter/FormListPage'),
      list: () => areaDomains().then((domains) => domains.formCenterForms),
      requirement: [formCenterCreateForm, formCenterUpdateForm, formCenterSearchRecord],
      menu: { key: 'form-center-forms', labelKey: 'formCenter.menu.forms' },
    },
    {
      path: '/form-center/form/create',
      app: 'form-center',
      page: () => import(/* webpackChunkName: "form-center-editor" */ 'src/pages/formCenter/FormEditorPage'),
      requirement: [formCenterCreateForm],
    },
    {
      path: '/form-center/form/:id',
      app: 'form-center',
      page: () => import(/* webpackChunkName: "form-center-editor" */ 'src/pages/formCenter/FormEditorPage'),
      requirement: [formCenterUpdateForm],
    },
    {
      path: '/form-center/form/:id/records',
      app: 'form-center',
      page: () =>
        import(/* webpackChunkName: "form-center-records" */ 'src/pages/formCenter/FormRecordsPage'),
      requirement: [formCenterSearchRecord],
    },
    {
      path: '/form-center/action-log',
      app: 'form-center',
      page: () => import(/* webpackChunkName: "form-center-log" */ 'src/pages/formCenter/ActionLogPage'),
      list: () => areaDomains().then((domains) => domains.formCenterActionLogs),
      requirement: [formCenterSearchActionLog],
      menu: { key: 'form-center-action-log', labelKey: 'formCenter.menu.actionLog' },
    },
  ],
  redirects: [{ path: '/form-center', redirectTo: 'firstMenuLink', app: 'form-center' }],
});
