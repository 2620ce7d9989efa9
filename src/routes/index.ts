/**
 * The route table, the one source of navigation: each route's lazy page, the sub-application it belongs to, its
 * permission requirement (a list of alternatives, each joining privilege names with `+`; see src-models/session),
 * and where it shows: its header-menu entry and, for one of an area's tabs, its tab. The header menus, the side
 * bar, the in-area tabs and the 403 guard are all derived from here, so a path and its requirement are written
 * once. An area's routes enter here when the area is built; nothing is listed before it works end to end.
 */
import { channelArea } from './areas/channel';
import { configArea } from './areas/config';
import { couponArea } from './areas/coupon';
import { docArea } from './areas/doc';
import { floorArea } from './areas/floor';
import { formCenterArea } from './areas/formCenter';
import { memberArea } from './areas/member';
import { platformArea } from './areas/platform';
import { promoteArea } from './areas/promote';
import { reservationArea } from './areas/reservation';
import { storeArea } from './areas/store';
import { trackingArea } from './areas/tracking';
import { vehicleArea } from './areas/vehicle';
import { ridingArea } from './areas/riding';
import { tagCenterArea } from './areas/tagCenter';
import { postArea } from './areas/post';
import { subscribeMsgArea } from './areas/subscribeMsg';
import type { AreaRoutes, MenuEntry, PageRoute, RedirectRoute, TabPlace } from './types';

export * from './types';

/** One line per area, in menu order. */
export const areas = {
  platform: platformArea,
  tracking: trackingArea,
  coupon: couponArea,
  config: configArea,
  store: storeArea,
  vehicle: vehicleArea,
  member: memberArea,
  reservation: reservationArea,
  floor: floorArea,
  formCenter: formCenterArea,
  promote: promoteArea,
  riding: ridingArea,
  post: postArea,
  doc: docArea,
  channel: channelArea,
  subscribeMsg: subscribeMsgArea,
  tagCenter: tagCenterArea,
};

// The paths `linkTo` knows (src/routes/links.ts).
declare module './links' {
  interface RouteTable {
    areas: typeof areas;
  }
}

const declaredRoutes: PageRoute[] = Object.values(areas).flatMap((area: AreaRoutes) =>
  area.pages.map((page) => ({ ...page, domains: area.domains, messages: area.messages })),
);

/** The routes of one tab row, in table order. */
function declaredTabs(group: string): PageRoute[] {
  return declaredRoutes.filter((route) => route.tab?.group === group);
}

/**
 * Any of the alternatives of the routes; `undefined` (no requirement) as soon as one of them is open to all.
 */
function anyOf(routes: readonly PageRoute[]): readonly string[] | undefined {
  if (routes.some((route) => !route.requirement)) return undefined;
  return [...new Set(routes.flatMap((route) => route.requirement ?? []))];
}

/** Every page route, with the requirement of a tab row's index resolved from its tabs. */
export const pageRoutes: PageRoute[] = declaredRoutes.map((route) =>
  route.indexOfTabs ? { ...route, requirement: anyOf(declaredTabs(route.indexOfTabs)) } : route,
);

export const redirectRoutes: RedirectRoute[] = Object.values(areas).flatMap((area) => area.redirects ?? []);

/** The tab row `group`, in table order (filter it by what the operator may open). */
export function tabRoutes(group: string): (PageRoute & { tab: TabPlace })[] {
  return pageRoutes.filter((route): route is PageRoute & { tab: TabPlace } => route.tab?.group === group);
}

/** The header menus: a link per route with a `menu`, gathered into sub-menus where they name a group. */
function menusOf(routes: readonly PageRoute[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const route of routes) {
    if (!route.menu) continue;
    const { key, labelKey, group } = route.menu;
    const link: MenuEntry = {
      key,
      labelKey,
      app: route.app,
      path: route.path,
      requirement: route.requirement,
    };
    if (!group) {
      entries.push(link);
      continue;
    }
    const parent = entries.find((entry) => entry.key === group.key && entry.children);
    if (parent) parent.children?.push(link);
    else entries.push({ key: group.key, labelKey: group.labelKey, app: route.app, children: [link] });
  }
  return entries;
}

export const menus: MenuEntry[] = menusOf(pageRoutes);
