import { PRIVILEGES } from 'config/privileges';
import type { MessageId } from 'src-locales/messageIds';
import { defineArea } from '../types';

/**
 * The coupon area (01-platform §2, 02-operations §2): three tabs, the first two only with their list's
 * permission; the Redeem List has no permission of its own in the spec, so anyone may open it. `/coupon` (the
 * menu entry) goes to the first tab the operator may see. Chunk names let `npm run bench` report what each page
 * adds over the shell.
 */
const tab = (labelKey: MessageId) => ({ group: 'coupon', labelKey });

/** The area's store domains, loaded with the first of its pages (and each page's own list among them). */
const areaDomains = () =>
  import(/* webpackChunkName: "domains-coupon" */ 'src-models/areas/coupon').then((m) => m.couponDomains);

export const couponArea = defineArea({
  domains: areaDomains,
  messages: ['coupon'],
  pages: [
    {
      path: '/coupon',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "coupon-list" */ 'src/pages/coupon/CouponIndexPage'),
      menu: { key: 'coupon', labelKey: 'coupon.menu' },
      indexOfTabs: 'coupon',
    },
    {
      path: '/coupon/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "coupon-list" */ 'src/pages/coupon/CouponListPage'),
      list: () => areaDomains().then((domains) => domains.coupons),
      requirement: [PRIVILEGES.couponSearch],
      tab: tab('coupon.tab.list'),
    },
    {
      path: '/coupon/activity/list',
      app: 'scrm',
      page: () => import(/* webpackChunkName: "coupon-activity-list" */ 'src/pages/coupon/ActivityListPage'),
      list: () => areaDomains().then((domains) => domains.couponActivities),
      requirement: [PRIVILEGES.couponActivitySearch],
      tab: tab('coupon.tab.activity'),
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
      list: () => areaDomains().then((domains) => domains.redemptions),
      tab: tab('coupon.tab.redeem'),
    },
  ],
});
