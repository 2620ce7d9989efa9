import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { pageRoutes, type PageRoute } from 'config/routes';
import { joinAreaMessages } from 'src-locales/signedIn';
import { selectLocale } from 'src-models/preferences';
import type { AppStore } from 'src-models/store';

type PageModule = { default: ComponentType };

const loadsByStore = new WeakMap<AppStore, Map<PageRoute, Promise<PageModule>>>();

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
      return page;
    });
    loads.set(route, loading);
    loading.catch(() => loads.delete(route));
  }
  return loading;
}

/**
 * Starts loading the page at a path while the shell is still being drawn, instead of once the shell has drawn
 * its route: the page's download overlaps the shell's first render.
 */
export function preloadPageAt(store: AppStore, path: string): void {
  const match = matchRoutes(
    pageRoutes.map((route) => ({ path: route.path, route })),
    path,
  )?.at(-1);
  if (match) loadPage(store, match.route.route).catch(() => undefined);
}
