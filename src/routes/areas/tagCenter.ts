import { PRIVILEGES } from 'config/privileges';
import { defineArea } from '../types';

const { tagCenterSearch, tagCenterSearchTagTask, tagCenterSearchToken } = PRIVILEGES;

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
      requirement: [tagCenterSearch],
      menu: { key: 'tag-center-tag', labelKey: 'tagCenter.menu.tag' },
    },
    {
      path: '/tag-center/source',
      app: 'tag-center',
      page: () => import(/* webpackChunkName: "tag-center-source" */ 'src/pages/tagCenter/SourcePage'),
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
