import { PRIVILEGES } from '../privileges';
import type { AreaRoutes } from '../routes';

/** Community posts (01-platform §2, 03-community-analytics §2.3): the post list and one post's stars. */
export const postArea: AreaRoutes = {
  messages: ['post', 'auditTrail'],
  domains: () =>
    import(/* webpackChunkName: "domains-post" */ 'src-models/areas/post').then((m) => m.postDomains),
  pages: [
    {
      path: '/post/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "post-list" */ 'src/pages/post/PostListPage'),
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
};
