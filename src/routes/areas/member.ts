import { PRIVILEGES } from 'config/privileges';
import { defineArea } from '../types';

/** The area's store domains, loaded with the first of its pages (and each page's own list among them). */
const areaDomains = () =>
  import(/* webpackChunkName: "domains-member" */ 'src-models/areas/member').then((m) => m.memberDomains);

/**
 * Members (02-operations §2 screen 9): the member list in the header menu (tags, clerks, tagging tasks, e-mail
 * audit, purchase download) and one member's detail, reached from its row's 'User Detail'.
 */
export const memberArea = defineArea({
  messages: ['member', 'store', 'tagging'],
  domains: areaDomains,
  pages: [
    {
      path: '/user/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "member-list" */ 'src/pages/member/MemberListPage'),
      list: () => areaDomains().then((domains) => domains.members),
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
});
