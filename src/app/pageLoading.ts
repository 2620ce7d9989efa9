import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { pageRoutes, type PageRoute } from 'config/routes';
import { joinAreaMessages } from 'src-locales/signedIn';
import { selectLocale } from 'src-models/preferences';
import type { AppStore } from 'src-models/store';

type PageModule = { default: ComponentType };

const loadsByStore = new WeakMap<AppStore, Map<PageRoute, Promise<PageModule>>>();
const loadedByStore = new WeakMap<AppStore, Map<PageRoute, ComponentType>>();

/**
 * A page's code with its area's store domains and messages, loaded together and once per store: they are there
 * before it renders, and the first screen loads no other area's. A failed load is forgotten, so Retry loads again.
 */
export function loadPage(store: AppStore, route: PageRoute): Promise<PageModule> {
  const loads = loadsByStore.get(store) ?? new Map<PageRoute, Promise<PageModule>>();
  loadsByStore.set(store, loads);
  let loading = loads.get(route);
  if (!loading) {
    loading = Promise.all([
      route.page(),
      route.domains?.(),
      joinAreaMessages(route.messages ?? [], selectLocale(store.getState())),
    ]).then(([page, domains]) => {
      if (domains) store.addDomains(domains);
      const loaded = loadedByStore.get(store) ?? new Map<PageRoute, ComponentType>();
      loadedByStore.set(store, loaded.set(route, page.default));
      return page;
    });
    loads.set(route, loading);
    loading.catch(() => loads.delete(route));
  }
  return loading;
}

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
export function preloadPageAt(store: AppStore, path: string): Promise<void> {
  const match = matchRoutes(
    pageRoutes.map((route) => ({ path: route.path, route })),
    path,
  )?.at(-1);
  return match
    ? loadPage(store, match.route.route).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
