import { PRIVILEGES } from 'config/privileges';
import type { PageList } from 'src-models/list';
import type { ListScope } from 'src/components/list/firstSearch';
import { defineArea, type FirstRequests } from '../types';

const { tagCenterSearch, tagCenterSearchTagTask, tagCenterSearchToken } = PRIVILEGES;

const models = () => import(/* webpackChunkName: "domains-tag-center" */ 'src-models/tagCenter');

/**
 * A page listing the active scope's items: opened there, the app reads the scopes while the page's code loads,
 * and searches the list in the active one as soon as they are there (none: no list, the page says so).
 */
const inActiveScope = (list: (m: Awaited<ReturnType<typeof models>>) => PageList) => ({
  list: () => models().then(list),
  listScope: () =>
    models().then((m): ListScope => (state) => {
      const { status } = m.selectTagScopes(state).load;
      if (status !== 'succeeded') return status === 'failed' ? false : null;
      const active = m.selectActiveScope(state);
      return active ? m.inScope(active.id) : false;
    }),
  firstRequests: () =>
    models().then(
      (m): FirstRequests =>
        (dispatch) =>
          dispatch(m.tagScopeActions.loadRequested()),
    ),
});

/**
 * The tag center (03-community-analytics §2.7, issue 18), its own sub-application with a horizontal menu: Tag
 * (categories and their tags), Source, Log, Entity (the tagged members) and Task (the tagging tasks, only with
 * TagCenterSearchTagTask), each under the scope switcher, and Token (`/tag-center/token`, no menu entry). `/tag-center` opens Tag.
 */
export const tagCenterArea = defineArea({
  domains: () =>
    import(/* webpackChunkName: "domains-tag-center" */ 'src-models/areas/tagCenter').then(
      (m) => m.tagCenterDomains,
    ),
  messages: ['tagCenter', 'tagging'],
  pages: [
    {
      path: '/tag-center/tag',
      app: 'tag-center',
      page: () => import(/* webpackChunkName: "tag-center-tag" */ 'src/pages/tagCenter/TagPage'),
      ...inActiveScope((m) => m.tagCategoryList),
      requirement: [tagCenterSearch],
      menu: { key: 'tag-center-tag', labelKey: 'tagCenter.menu.tag' },
    },
    {
      path: '/tag-center/source',
      app: 'tag-center',
      page: () => import(/* webpackChunkName: "tag-center-source" */ 'src/pages/tagCenter/SourcePage'),
      ...inActiveScope((m) => m.tagSourceList),
      requirement: [tagCenterSearch],
      menu: { key: 'tag-center-source', labelKey: 'tagCenter.menu.source' },
    },
    {
      path: '/tag-center/log',
      app: 'tag-center',
      page: () => import(/* webpackChunkName: "tag-center-log" */ 'src/pages/tagCenter/LogPage'),
      requirement: [tagCenterSearch],
      menu: { key: 'tag-center-log', labelKey: 'tagCenter.menu.log' },
    },
    {
      path: '/tag-center/entity',
      app: 'tag-center',
      page: () => import(/* webpackChunkName: "tag-center-entity" */ 'src/pages/tagCenter/EntityPage'),
      requirement: [tagCenterSearch],
      menu: { key: 'tag-center-entity', labelKey: 'tagCenter.menu.entity' },
    },
    {
      path: '/tag-center/task',
      app: 'tag-center',
      page: () => import(/* webpackChunkName: "tag-center-task" */ 'src/pages/tagCenter/TaskPage'),
      requirement: [tagCenterSearchTagTask],
      menu: { key: 'tag-center-task', labelKey: 'tagCenter.menu.task' },
    },
    // 03 §2.7: the Token page exists without a menu entry.
    {
      path: '/tag-center/token',
      app: 'tag-center',
      page: () => import(/* webpackChunkName: "tag-center-token" */ 'src/pages/tagCenter/TokenPage'),
      requirement: [tagCenterSearchToken],
    },
  ],
  redirects: [{ path: '/tag-center', redirectTo: '/tag-center/tag', app: 'tag-center' }],
});
