import { PRIVILEGES } from '../privileges';
import type { AreaRoutes } from '../routes';

/**
 * Members (02-operations §2 screen 9): the member list in the header menu (tags, clerks, tagging tasks, e-mail
 * audit, purchase download) and one member's detail, reached from its row's 'User Detail'.
 */
export const memberArea: AreaRoutes = {
  messages: ['member', 'store', 'tagging'],
  domains: () =>
    import(/* webpackChunkName: "domains-member" */ 'src-models/areas/member').then((m) => m.memberDomains),
  pages: [
    {
      path: '/user/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "member-list" */ 'src/pages/member/MemberListPage'),
      requirement: [PRIVILEGES.memberSearch],
      menu: { key: 'user', labelKey: 'member.menu' },
    },
    {
      path: '/user/:id',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "member-detail" */ 'src/pages/member/MemberDetailPage'),
      requirement: [PRIVILEGES.memberGet],
    },
  ],
};
