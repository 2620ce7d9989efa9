import { defineArea } from '../types';

/** The platform's own pages. */
export const platformArea = defineArea({
  pages: [{ path: '/account', app: 'scrm', page: () => import('src/pages/account/AccountPage') }],
  redirects: [{ path: '/scrm', redirectTo: 'firstMenuLink', app: 'scrm' }],
});
