import { PRIVILEGES } from 'config/privileges';
import type { MessageId } from 'src-locales/messageIds';
import { defineArea } from '../types';

/**
 * Owners' clubs (DOC, 03-community-analytics §2.1, §6): the tabs DOC list, Application list and Member list,
 * each behind its permission. The Application list also opens to a club administrator (the DOC admin privilege;
 * the page then asks for their DOC role, and shows the tab only when it is 'admin'). `/doc` goes to the DOC list
 * for who may list clubs, else to the applications for a club administrator. The editor opens for who may read
 * or save clubs, and one club's applications (`/doc/:id/application/list`) for who may read applications.
 */
const tab = (labelKey: MessageId) => ({ group: 'doc', labelKey });
const APPLICATION_READERS = [PRIVILEGES.docApplicationSearch, PRIVILEGES.docAdmin];

export const docArea = defineArea({
  domains: () =>
    import(/* webpackChunkName: "domains-doc" */ 'src-models/areas/doc').then((m) => m.docDomains),
  messages: ['doc', 'auditTrail', 'locationPicker'],
  pages: [
    {
      path: '/doc',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-list" */ 'src/pages/doc/DocIndexPage'),
      menu: { key: 'doc', labelKey: 'doc.menu' },
      indexOfTabs: 'doc',
    },
    {
      path: '/doc/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-list" */ 'src/pages/doc/DocListPage'),
      requirement: [PRIVILEGES.docSearch],
      tab: tab('doc.tab.list'),
    },
    {
      path: '/doc/application/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-applications" */ 'src/pages/doc/ApplicationListPage'),
      requirement: APPLICATION_READERS,
      tab: tab('doc.tab.applications'),
    },
    {
      path: '/doc/member/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-members" */ 'src/pages/doc/MemberListPage'),
      requirement: [PRIVILEGES.docMemberSearch],
      tab: tab('doc.tab.members'),
    },
    {
      path: '/doc/create',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-editor" */ 'src/pages/doc/DocEditorPage'),
      requirement: [PRIVILEGES.docSave],
    },
    {
      path: '/doc/:id',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-editor" */ 'src/pages/doc/DocEditorPage'),
      requirement: [PRIVILEGES.docSearch, PRIVILEGES.docSave],
    },
    {
      path: '/doc/:id/application/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-applications" */ 'src/pages/doc/ApplicationListPage'),
      requirement: APPLICATION_READERS,
    },
  ],
});
