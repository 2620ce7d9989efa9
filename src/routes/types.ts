/** The route table's types (index.ts): what a page route, a redirect, a menu entry and an area's routes are. */
import type { FirstGet } from 'config/apiPath';
import type { ComponentType } from 'react';
import type { MessageId } from 'src-locales/messageIds';
import type { DomainTable } from 'src-models/coreDomains';
import type { PageList } from 'src-models/list';
import type { AppDispatch, RootState } from 'src-models/store';
import type { ListScope, StoreChosenList } from 'src/components/list/firstSearch';
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
export type FirstRequests = (dispatch: AppDispatch, params: URLSearchParams, state: RootState) => void;

/** An area's table of store domains (src-models/domains.ts), loaded with its pages. */
export type LazyDomains = () => Promise<DomainTable>;

export interface PageRoute<Path extends string = string> {
  /** A react-router path under the hash, e.g. `/coupon/list` or `/doc/:id`. */
  path: Path;
  app: SubApp;
  page: LazyPage;
  /** Its area's `domains` and `messages`, there before the page renders (set from the area). */
  domains?: LazyDomains;
  messages?: readonly AreaMessageFile[];
  requirement?: readonly string[];
  /**
   * The list the page shows as its own (in the URL, unscoped): when the app opens at the page, that list's
   * first search is sent as soon as its area's models are there, and the page first renders with the rows.
   * A page whose list the store chooses (the DOC lists, by the operator's role) gives a `StoreChosenList`.
   */
  list?: () => Promise<PageList | StoreChosenList>;
  /**
   * The scope the page gives its list (the records of the activity the config names), read from the store: the
   * first search waits for it (the `firstRequests` ask for what it needs) until the page is drawn.
   */
  listScope?: () => Promise<ListScope>;
  /**
   * What else the page asks for first (its data, the code of what it draws with it): when the app opens at the
   * page, sent as soon as its area's models are there, while the page's own code still loads.
   */
  firstRequests?: () => Promise<FirstRequests>;
  /**
   * What its first screen reads before its list can ask for anything (the config, the DOC role): opened at the
   * page, the app finds their answers asked already by the first-screen script (config/build/firstScreenPreload.ts).
   */
  firstGets?: readonly FirstGet[];
  menu?: MenuPlace;
  tab?: TabPlace;
  /**
   * The route is the index of this tab row (it sends the operator to the first tab they may see): its
   * requirement, for the menu and the guard, is that of any of the tabs, so leave `requirement` out. Give its
   * page the first tab's `webpackChunkName`: opening the area then loads the page it goes on to with it; the
   * app opened at the index sends that tab's first requests and first search (src/app/pageLoading.ts).
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
export interface AreaRoutes<Path extends string = string> {
  /** The store domains the area's pages use, loaded with the first of them. */
  domains?: LazyDomains;
  /** The message files its pages show (src-locales/<language>/<file>.ts), loaded with the first of them. */
  messages?: readonly AreaMessageFile[];
  pages: PageRoute<Path>[];
  redirects?: RedirectRoute[];
}

/**
 * An area's routes with their paths kept as literals, so the route builders (`linkTo`, src/routes/links.ts) know
 * every path and its parameters.
 */
export const defineArea = <const Path extends string>(area: AreaRoutes<Path>): AreaRoutes<Path> => area;
