import type { MenuEntry } from 'src/routes/types';
import { appOfPath, firstMenuLink, selectedMenuKeys, visibleApps, visibleMenus } from './navigation';

const menus: MenuEntry[] = [
  {
    key: 'coupon',
    labelKey: 'list.filter.field',
    app: 'scrm',
    children: [
      {
        key: 'coupon.list',
        labelKey: 'list.filter.field',
        app: 'scrm',
        path: '/coupon/list',
        requirement: ['CouponSearch'],
      },
      {
        key: 'coupon.activity',
        labelKey: 'list.filter.field',
        app: 'scrm',
        path: '/coupon/activity/list',
        requirement: ['ActivitySearch'],
      },
    ],
  },
  { key: 'config', labelKey: 'list.filter.field', app: 'scrm', path: '/config' },
  {
    key: 'tags',
    labelKey: 'list.filter.field',
    app: 'tag-center',
    path: '/tag-center',
    requirement: ['TagSearch'],
  },
];

describe('navigation', () => {
  it('hides links the operator may not open and groups left empty', () => {
    const visible = visibleMenus(menus, ['ActivitySearch']);
    expect(visible.map((entry) => entry.key)).toEqual(['coupon', 'config']);
    expect(visible[0].children?.map((entry) => entry.key)).toEqual(['coupon.activity']);
    expect(visibleMenus(menus, []).map((entry) => entry.key)).toEqual(['config']);
  });

  it('finds the first visible link, overall or of one sub-app', () => {
    expect(firstMenuLink(visibleMenus(menus, ['CouponSearch', 'TagSearch']))).toBe('/coupon/list');
    expect(firstMenuLink(visibleMenus(menus, ['TagSearch']), 'tag-center')).toBe('/tag-center');
    expect(firstMenuLink([], 'scrm')).toBeUndefined();
  });

  it('selects the link with the longest matching path, and its group', () => {
    expect(selectedMenuKeys(menus, '/coupon/activity/list')).toEqual(['coupon', 'coupon.activity']);
    expect(selectedMenuKeys(menus, '/coupon/list')).toEqual(['coupon', 'coupon.list']);
    expect(selectedMenuKeys(menus, '/config')).toEqual(['config']);
    expect(selectedMenuKeys(menus, '/configuration')).toEqual([]);
  });

  it('lists the sub-apps that have a visible page', () => {
    expect(visibleApps(visibleMenus(menus, ['TagSearch']))).toEqual(['scrm', 'tag-center']);
    expect(visibleApps(visibleMenus(menus, []))).toEqual(['scrm']);
  });
});

describe('the sub-app of a path', () => {
  it('is the app of the route it opens, a page without a menu entry too', () => {
    expect(appOfPath(menus, '/subscribe-msg-center/actionDetail/42')).toBe('subscribe-msg-center');
    expect(appOfPath(menus, '/subscribe-msg-center')).toBe('subscribe-msg-center');
    expect(appOfPath(menus, '/tag-center/token')).toBe('tag-center');
    expect(appOfPath(menus, '/coupon/list')).toBe('scrm');
  });

  it('falls back to the menu link it falls under, then to the member CRM', () => {
    expect(appOfPath(menus, '/tag-center/anything', [])).toBe('tag-center');
    expect(appOfPath(menus, '/nowhere', [])).toBe('scrm');
  });
});
