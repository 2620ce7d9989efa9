import { PRIVILEGES } from 'config/privileges';
import { menus, pageRoutes, redirectRoutes, tabRoutes } from './index';

describe('the route table', () => {
  it('derives the header menus from the routes, with sub-menus where they name a group', () => {
    const analytics = menus.find((entry) => entry.key === 'analytics');
    expect(analytics?.children?.map((entry) => [entry.path, entry.requirement])).toEqual([
      ['/tracking', [PRIVILEGES.trackingSearch]],
      ['/tracking/launch', [PRIVILEGES.trackingSearch]],
    ]);
    expect(menus.map((entry) => entry.key)).toEqual([
      'analytics',
      'coupon',
      'config',
      'reservation-policy',
      'store',
      'vehicle',
      'user',
      'reservation',
      'floor',
      'form-center-forms',
      'form-center-action-log',
      'promote',
      'riding',
      'post',
      'doc',
      'channel-center',
      'subscribe-msg-list',
      'tag-center-tag',
      'tag-center-source',
      'tag-center-log',
      'tag-center-entity',
      'tag-center-task',
    ]);
  });

  it("shows the tag center's Task entry only with TagCenterSearchTagTask (03 §2.7)", () => {
    const task = menus.find((entry) => entry.key === 'tag-center-task');
    expect([task?.path, task?.requirement]).toEqual([
      '/tag-center/task',
      [PRIVILEGES.tagCenterSearchTagTask],
    ]);
  });

  it('groups the floor types the menu lists under Floors', () => {
    const floor = menus.find((entry) => entry.key === 'floor');
    expect(floor?.children?.map((entry) => [entry.path, entry.requirement])).toEqual([
      ['/floor/tabs/home', [PRIVILEGES.floorSearch]],
      ['/floor/tabs/render', [PRIVILEGES.floorSearch]],
    ]);
  });

  it('lists a tab row in table order, with each tab its own route requirement', () => {
    expect(tabRoutes('coupon').map((route) => [route.path, route.tab.labelKey, route.requirement])).toEqual([
      ['/coupon/list', 'coupon.tab.list', [PRIVILEGES.couponSearch]],
      ['/coupon/activity/list', 'coupon.tab.activity', [PRIVILEGES.couponActivitySearch]],
      ['/coupon/redeem/list', 'coupon.tab.redeem', undefined],
    ]);
  });

  it('opens a tab row index, and its menu entry, to whoever may open any tab (the Redeem List: everyone)', () => {
    const index = pageRoutes.find((route) => route.path === '/coupon');
    const entry = menus.find((menu) => menu.key === 'coupon');
    expect(index?.requirement).toBeUndefined();
    expect(entry?.requirement).toBeUndefined();
  });

  it('puts each vehicle tab behind its search permission (the complaints behind the garage search), and its index behind any of them', () => {
    expect(tabRoutes('vehicle').map((route) => [route.path, route.requirement])).toEqual([
      ['/vehicle/motorcycle', [PRIVILEGES.motorcycleSearch]],
      ['/vehicle/model-brand', [PRIVILEGES.modelBrandSearch]],
      ['/vehicle/car-brand', [PRIVILEGES.carBrandSearch]],
      ['/vehicle/series', [PRIVILEGES.carSeriesSearch]],
      ['/vehicle/channel', [PRIVILEGES.buyingChannelSearch]],
      ['/vehicle/garage', [PRIVILEGES.garageSearch]],
      ['/vehicle/complaint', [PRIVILEGES.garageSearch]],
    ]);
    expect(menus.find((menu) => menu.key === 'vehicle')?.requirement).toEqual([
      PRIVILEGES.motorcycleSearch,
      PRIVILEGES.modelBrandSearch,
      PRIVILEGES.carBrandSearch,
      PRIVILEGES.carSeriesSearch,
      PRIVILEGES.buyingChannelSearch,
      PRIVILEGES.garageSearch,
    ]);
  });

  it('puts the riding list and the posts behind their search permissions', () => {
    expect(tabRoutes('riding').map((route) => [route.path, route.requirement])).toEqual([
      ['/riding/regular/list', [PRIVILEGES.rideSearch]],
    ]);
    expect(menus.find((menu) => menu.key === 'riding')?.requirement).toEqual([PRIVILEGES.rideSearch]);
    expect(menus.find((menu) => menu.key === 'post')?.requirement).toEqual([PRIVILEGES.postSearch]);
    expect(pageRoutes.find((route) => route.path === '/post/:id/star/list')?.requirement).toEqual([
      PRIVILEGES.postStarSearch,
    ]);
  });

  it('opens the DOC applications to a club administrator, and the DOC menu to any of its tabs', () => {
    expect(tabRoutes('doc').map((route) => [route.path, route.requirement])).toEqual([
      ['/doc/list', [PRIVILEGES.docSearch]],
      ['/doc/application/list', [PRIVILEGES.docApplicationSearch, PRIVILEGES.docAdmin]],
      ['/doc/member/list', [PRIVILEGES.docMemberSearch]],
    ]);
    expect(menus.find((entry) => entry.key === 'doc')?.requirement).toEqual([
      PRIVILEGES.docSearch,
      PRIVILEGES.docApplicationSearch,
      PRIVILEGES.docAdmin,
      PRIVILEGES.docMemberSearch,
    ]);
  });

  it('writes each path once', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the subscribe-message center', () => {
  it('opens its list from the side bar and one activity by id, both to whoever may search its activities', () => {
    const center = pageRoutes.filter((route) => route.app === 'subscribe-msg-center');
    expect(center.map((route) => [route.path, route.requirement])).toEqual([
      ['/subscribe-msg-center/list', [PRIVILEGES.subscribeMsgSearch]],
      ['/subscribe-msg-center/actionDetail/:id', [PRIVILEGES.subscribeMsgSearch]],
    ]);
    expect(redirectRoutes.find((route) => route.path === '/subscribe-msg-center')?.redirectTo).toBe(
      '/subscribe-msg-center/list',
    );
  });
});

describe('the channel center', () => {
  it('opens from the side bar to whoever may read channels', () => {
    const center = pageRoutes.filter((route) => route.app === 'channel-center');
    expect(center.map((route) => [route.path, route.requirement])).toEqual([
      ['/channel-center', [PRIVILEGES.channelSearch]],
    ]);
  });
});
