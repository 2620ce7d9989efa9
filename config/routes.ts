/**
 * The route table: each route's lazy page, the sub-application it belongs to, its menu place and its permission
 * requirement (a list of alternatives, each joining privilege names with `+`; see src-models/session). An
 * area's routes enter here when the area is built; nothing is listed before it works end to end.
 */
import type { ComponentType } from 'react';
import { configArea } from './areas/config';
import { couponArea } from './areas/coupon';
import { platformArea } from './areas/platform';
import { trackingArea } from './areas/tracking';

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

export interface PageRoute {
  /** A react-router path under the hash, e.g. `/coupon/list` or `/doc/:id`. */
  path: string;
  app: SubApp;
  page: LazyPage;
  requirement?: readonly string[];
}

export interface RedirectRoute {
  path: string;
  /** A fixed target, or `firstMenuLink` for the first menu link of the sub-app the operator may see. */
  redirectTo: string | 'firstMenuLink';
  app: SubApp;
}

/** A header-menu entry: a link, or a group of links shown as a sub-menu. */
export interface MenuEntry {
  key: string;
  labelKey: string;
  app: SubApp;
  path?: string;
  requirement?: readonly string[];
  children?: MenuEntry[];
}

/** What an area adds to the route table: its pages, redirects and header-menu entries. */
export interface AreaRoutes {
  pages: PageRoute[];
  redirects?: RedirectRoute[];
  menus?: MenuEntry[];
}

/** One line per area, in menu order. */
const areas: AreaRoutes[] = [platformArea, trackingArea, couponArea, configArea];

export const pageRoutes: PageRoute[] = areas.flatMap((area) => area.pages);
export const redirectRoutes: RedirectRoute[] = areas.flatMap((area) => area.redirects ?? []);
export const menus: MenuEntry[] = areas.flatMap((area) => area.menus ?? []);
