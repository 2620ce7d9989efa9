/**
 * The route table, the one source of navigation: each route's lazy page, the sub-application it belongs to, its
 * permission requirement (a list of alternatives, each joining privilege names with `+`; see src-models/session),
 * and where it shows: its header-menu entry and, for one of an area's tabs, its tab. The header menus, the side
 * bar, the in-area tabs and the 403 guard are all derived from here, so a path and its requirement are written
 * once. An area's routes enter here when the area is built; nothing is listed before it works end to end.
 */
import type { ComponentType } from 'react';
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
import type { MessageId } from 'src-locales/messageIds';
import type { DomainTable } from 'src-models/coreDomains';
import type { PageList } from 'src-models/list';
import type { AppDispatch } from 'src-models/store';
import type { AreaMessageFile } from 'src-locales/signedIn';

export type SubApp =
  'scrm' | 'reservation-center' | 'form-center' | 'channel-center' | 'subscribe-msg-center' | 'tag-center';

/** The sub-applications of the second shell, in the side-bar order of 01-platform §2. */
export const SUB_APPS: readonly SubApp[] = [
  'scrm',
  'reservation-center',
  'form-center',
  'channel-center',
  'subscribe-msg-center',
  'tag-center',
];

export type LazyPage = () => Promise<{ default: ComponentType }>;

/** A route's header-menu link; `group` puts it in a sub-menu (its entries share the group's key and label). */
export interface MenuPlace {
  key: string;
  labelKey: MessageId;
  group?: { key: string; labelKey: MessageId };
}

/** A route that is one of an area's tabs: the tab row it belongs to (tabs follow route order) and its label. */
export interface TabPlace {
  group: string;
  labelKey: MessageId;
}

/** Requests a page's first screen needs, sent from its URL's query (see `PageRoute.firstRequests`). */
export type FirstRequests = (dispatch: AppDispatch, params: URLSearchParams) => void;

/** An area's store domains (src-models/areas/<area>.ts), loaded with its pages. */
export type LazyDomains = () => Promise<DomainTable>;

export interface PageRoute {
  /** A react-router path under the hash, e.g. `/coupon/list` or `/doc/:id`. */
  path: string;
  app: SubApp;
  page: LazyPage;
  /** Its area's `domains` and `messages`, there before the page renders (set from the area). */
  domains?: LazyDomains;
  messages?: readonly AreaMessageFile[];
  requirement?: readonly string[];
  /**
   * The list the page shows as its own (in the URL, unscoped): when the app opens at the page, that list's
   * first search is sent as soon as its area's models are there, and the page first renders with the rows.
   */
  list?: () => Promise<PageList>;
  /**
   * What else the page asks for first (its data, the code of what it draws with it): when the app opens at the
   * page, sent as soon as its area's models are there, while the page's own code still loads.
   */
  firstRequests?: () => Promise<FirstRequests>;
  menu?: MenuPlace;
  tab?: TabPlace;
  /**
   * The route is the index of this tab row (it sends the operator to the first tab they may see): its
   * requirement, for the menu and the guard, is that of any of the tabs, so leave `requirement` out.
   */
  indexOfTabs?: string;
}

export interface RedirectRoute {
  path: string;
  /** A fixed target, or `firstMenuLink` for the first menu link of the sub-app the operator may see. */
  redirectTo: string | 'firstMenuLink';
  app: SubApp;
}

/** A header-menu entry, derived from the routes: a link, or a group of links shown as a sub-menu. */
export interface MenuEntry {
  key: string;
  labelKey: MessageId;
  app: SubApp;
  path?: string;
  requirement?: readonly string[];
  children?: MenuEntry[];
}

/** What an area adds to the route table: its pages (with their menu entries and tabs) and redirects. */
export interface AreaRoutes {
  /** The store domains the area's pages use, loaded with the first of them. */
  domains?: LazyDomains;
  /** The message files its pages show (src-locales/<language>/<file>.ts), loaded with the first of them. */
  messages?: readonly AreaMessageFile[];
  pages: PageRoute[];
  redirects?: RedirectRoute[];
}

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
  return routes.flatMap((route) => route.requirement ?? []);
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
