import { PRIVILEGES } from 'config/privileges';
import { defineArea } from '../types';

/** The area's store domains, loaded with the first of its pages (and each page's own list among them). */
const areaDomains = () =>
  import(/* webpackChunkName: "domains-post" */ 'src-models/areas/post').then((m) => m.postDomains);

/** Community posts (01-platform §2, 03-community-analytics §2.3): the post list and one post's stars. */
export const postArea = defineArea({
  messages: ['post', 'auditTrail'],
  domains: areaDomains,
  pages: [
    {
      path: '/post/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "post-list" */ 'src/pages/post/PostListPage'),
      list: () => areaDomains().then((domains) => domains.posts),
      requirement: [PRIVILEGES.postSearch],
      menu: { key: 'post', labelKey: 'post.menu' },
    },
    {
      path: '/post/:id/star/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "post-stars" */ 'src/pages/post/PostStarListPage'),
      requirement: [PRIVILEGES.postStarSearch],
    },
  ],
  redirects: [{ path: '/post', redirectTo: '/post/list', app: 'scrm' }],
});
