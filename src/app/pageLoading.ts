import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { pageRoutes, tabRoutes, type PageRoute } from 'src/routes';
import { listWhenKnown, scopeWhenKnown, sendFirstSearch } from 'src/components/list/firstSearch';
import { joinAreaMessages } from 'src-locales/signedIn';
import { selectLocale } from 'src-models/preferences';
import { selectCan, selectSessionStatus } from 'src-models/session';
import type { AppStore, RootState } from 'src-models/store';

type PageModule = { default: ComponentType };

const loadsByStore = new WeakMap<AppStore, Map<PageRoute, Promise<PageModule>>>();
const loadedByStore = new WeakMap<AppStore, Map<PageRoute, ComponentType>>();

/**
 * A page's code with its area's store domains and messages, loaded together and once per store: they are there
 * before it renders, and the first screen loads no other area's. A failed load is forgotten, so Retry loads again.
 * The first screen's page gets its URL's query (`params`): a list of its own is searched with it meanwhile.
 */
export function loadPage(store: AppStore, route: PageRoute, params?: URLSearchParams): Promise<PageModule> {
  const loads = loadsByStore.get(store) ?? new Map<PageRoute, Promise<PageModule>>();
  loadsByStore.set(store, loads);
  let loading = loads.get(route);
  if (!loading) {
    const screen = firstScreenOf(store.getState(), route);
    // The area's models first: their few small chunks are asked before the page's many, not queued behind them.
    loading = Promise.all([
      loadArea(store, route, screen, params),
      route.page(),
      joinAreaMessages(route.messages ?? [], selectLocale(store.getState())),
      // An index goes on to its first tab at once: that page is there too, so it draws without suspending (React
      // would hold a second loading state back by 500 ms).
      screen !== route && loadPage(store, screen),
    ]).then(([, page]) => {
      const loaded = loadedByStore.get(store) ?? new Map<PageRoute, ComponentType>();
      loadedByStore.set(store, loaded.set(route, page.default));
      return page;
    });
    loads.set(route, loading);
    loading.catch(() => loads.delete(route));
  }
  return loading;
}

/**
 * The area's domains join the store as soon as they are there, ahead of the page's code. On the first screen,
 * a page showing a list of its own (`list` in src/routes/index.ts, within its `listScope` once the store knows
 * it, when it has one) then sends that list's first search, whose
 * answer is there when the page first renders, instead of drawing an empty table and searching after, and sends
 * its other `firstRequests`. Only for an operator who may open the page (else it shows the 403 page, and asks
 * nothing).
 */
async function loadArea(
  store: AppStore,
  route: PageRoute,
  screen: PageRoute,
  params?: URLSearchParams,
): Promise<void> {
  const [domains, list, firstRequests, scopeOf] = await Promise.all([
    route.domains?.(),
    params && screen.list?.(),
    params && screen.firstRequests?.(),
    params && screen.listScope?.(),
  ]);
  if (domains) store.addDomains(domains);
  if (!params || !mayOpen(store.getState(), route)) return;
  firstRequests?.(store.dispatch, params, store.getState());
  const chosen = list && (await listWhenKnown(store, list));
  if (!chosen) return;
  const scope = scopeOf ? await scopeWhenKnown(store, scopeOf, params) : [];
  if (scope) await sendFirstSearch(store, chosen, params, scope);
}

/**
 * The route whose first screen a route's is: an area's index goes on at once to the first tab the operator may
 * open (its page redirects there), so the first requests are that tab's.
 */
function firstScreenOf(state: RootState, route: PageRoute): PageRoute {
  if (!route.indexOfTabs) return route;
  return tabRoutes(route.indexOfTabs).find((tab) => selectCan(state, tab.requirement)) ?? route;
}

/**
 * Where the app opened at `path` draws its first screen: an area's index goes on to the area's first tab when the
 * operator may open it, before the shell draws (the index page would redirect there at once: drawing it first cost
 * the first screen a second render of the whole page, 10-20 % of its time). Any other path is its own.
 */
export function firstScreenPath(state: RootState, path: string): string {
  const group = indexAt(path)?.indexOfTabs;
  const [first] = group ? tabRoutes(group) : [];
  return first && mayOpen(state, first) ? first.path : path;
}

/** The area's index at an address, if it is one: it goes on at once to its first tab. */
const indexAt = (pathname: string) =>
  pageRoutes.find((route) => route.indexOfTabs && route.path === pathname);

/** Whether an address is an area's index, which goes on at once to its first tab. */
export const isIndexOfTabs = (pathname: string) => indexAt(pathname) !== undefined;

/** Whether the signed-in operator may open the route (RequireSession and Guarded decide the same in the tree). */
const mayOpen = (state: RootState, route: PageRoute) =>
  selectSessionStatus(state) === 'authenticated' && selectCan(state, route.requirement);

/** The page, once `loadPage` has brought it and its area: it renders at once, without suspending. */
export function loadedPage(store: AppStore, route: PageRoute): ComponentType | undefined {
  return loadedByStore.get(store)?.get(route);
}

/**
 * Loads the page at a path alongside the shell, so that the shell's first render draws the page too. One render
 * that suspends on a page after the shell's fallback showed would be held back by React for up to 500 ms (its
 * throttle of successive loading states). A page that fails to load does not hold the shell: its route shows the
 * failure and a retry.
 */
export function preloadPageAt(store: AppStore, path: string, params: URLSearchParams): Promise<void> {
  const match = matchRoutes(
    pageRoutes.map((route) => ({ path: route.path, route })),
    path,
  )?.at(-1);
  return match
    ? loadPage(store, match.route.route, params).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
