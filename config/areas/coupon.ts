import { PRIVILEGES } from '../privileges';
import type { AreaRoutes } from '../routes';

/**
 * The coupon area (01-platform §2, 02-operations §2). The Redeem List has no permission of its own in the spec;
 * the menu shows for anyone who may open one of the three tabs' lists. Chunk names let `npm run bench` report
 * what each page adds over the shell.
 */
export const couponArea: AreaRoutes = {
  pages: [
    {
      path: '/coupon',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "coupon-index" */ 'src/pages/coupon/CouponIndexPage'),
    },
    {
      path: '/coupon/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "coupon-list" */ 'src/pages/coupon/CouponListPage'),
      requirement: [PRIVILEGES.couponSearch],
    },
    {
      path: '/coupon/activity/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "coupon-activity-list" */ 'src/pages/coupon/ActivityListPage'),
      requirement: [PRIVILEGES.couponActivitySearch],
    },
    {
      path: '/coupon/activity/create',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "coupon-activity-editor" */ 'src/pages/coupon/ActivityEditorPage'),
      requirement: [PRIVILEGES.couponActivitySave],
    },
    {
      path: '/coupon/activity/:id',
      app: 'scrm',
      page: () =>
        import(/* webpackChunkName: "coupon-activity-editor" */ 'src/pages/coupon/ActivityEditorPage'),
      requirement: [PRIVILEGES.couponActivitySearch, PRIVILEGES.couponActivitySave],
    },
    {
      path: '/coupon/redeem/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "coupon-redeem-list" */ 'src/pages/coupon/RedeemListPage'),
    },
  ],
  menus: [
    {
      key: 'coupon',
      labelKey: 'coupon.menu',
      app: 'scrm',
      path: '/coupon',
      requirement: [PRIVILEGES.couponSearch, PRIVILEGES.couponActivitySearch, PRIVILEGES.couponCodeSearch],
    },
  ],
};
