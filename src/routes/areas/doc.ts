import { PRIVILEGES } from 'config/privileges';
import type { MessageId } from 'src-locales/messageIds';
import { selectCan, selectOperator } from 'src-models/session';
import type { RootState } from 'src-models/store';
import type { PageList } from 'src-models/list';
import type { DocVariant } from 'src-services/docs';
import type { StoreChosenList } from 'src/components/list/firstSearch';
import { defineArea, type FirstRequests } from '../types';

type DocListOfVariant = Record<DocVariant, PageList>;

/**
 * Owners' clubs (DOC, 03-community-analytics §2.1, §6): the tabs DOC list, Application list and Member list,
 * each behind its permission. The Application list also opens to a club administrator (the DOC admin privilege;
 * the page then asks for their DOC role, and shows the tab only when it is 'admin'). `/doc` goes to the DOC list
 * for who may list clubs, else to the applications for a club administrator. The editor opens for who may read
 * or save clubs, and one club's applications (`/doc/:id/application/list`) for who may read applications.
 */
const tab = (labelKey: MessageId) => ({ group: 'doc', labelKey });
const APPLICATION_READERS = [PRIVILEGES.docApplicationSearch, PRIVILEGES.docAdmin];

const docModels = () => import(/* webpackChunkName: "domains-doc" */ 'src-models/docs');

/**
 * A DOC page's calls take the variant of the operator's role (useDocRole): opened at the page, the app asks for
 * the role while the page's code loads.
 */
const roleFirst = {
  firstRequests: () =>
    docModels().then((m): FirstRequests => (dispatch, _params, state) => {
      const operator = selectOperator(state);
      if (operator) dispatch(m.docAreaActions.roleRequested({ operatorId: operator.id }));
    }),
};

/**
 * ... and a list of the page's own (clubs, applications, members) is searched in that variant as soon as the role
 * is there, when the role lets the operator read it (`mayRead`: the page shows 403 otherwise).
 */
const roleFirstWithList = (
  lists: (m: Awaited<ReturnType<typeof docModels>>) => DocListOfVariant,
  mayRead: (state: RootState, isAdmin: boolean) => boolean = () => true,
) => ({
  ...roleFirst,
  list: () =>
    docModels().then((m): StoreChosenList => (state) => {
      const role = m.selectDocRole(state);
      if (role.status === 'failed') return false;
      if (role.status !== 'succeeded') return null;
      return mayRead(state, role.role === 'admin') && lists(m)[m.selectDocVariant(state)];
    }),
});

/** Applications are read with their search privilege or by a club administrator (03 §2.1, §6; useDocRole.tsx). */
const mayReadApplications = (state: RootState, isAdmin: boolean) =>
  isAdmin || selectCan(state, [PRIVILEGES.docApplicationSearch]);

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
      firstGets: ['docRole'],
    },
    {
      path: '/doc/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-list" */ 'src/pages/doc/DocListPage'),
      ...roleFirstWithList((m) => m.docLists),
      firstGets: ['docRole'],
      requirement: [PRIVILEGES.docSearch],
      tab: tab('doc.tab.list'),
    },
    {
      path: '/doc/application/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-applications" */ 'src/pages/doc/ApplicationListPage'),
      ...roleFirstWithList((m) => m.applicationLists, mayReadApplications),
      firstGets: ['docRole'],
      requirement: APPLICATION_READERS,
      tab: tab('doc.tab.applications'),
    },
    {
      path: '/doc/member/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "doc-members" */ 'src/pages/doc/MemberListPage'),
      ...roleFirstWithList((m) => m.docMemberLists),
      firstGets: ['docRole'],
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
      ...roleFirst,
      firstGets: ['docRole'],
      requirement: APPLICATION_READERS,
    },
  ],
});
