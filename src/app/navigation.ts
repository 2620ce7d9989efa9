import { matchPath } from 'react-router';
import { can } from 'src-models/session';
import { pageRoutes, redirectRoutes, SUB_APPS, type MenuEntry, type SubApp } from 'src/routes';

/** The menu tree the operator may see: links they may open, and groups with at least one such link. */
export function visibleMenus(entries: readonly MenuEntry[], privileges: readonly string[]): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!can(privileges, entry.requirement)) return [];
    if (!entry.children) return entry.path ? [entry] : [];
    const children = visibleMenus(entry.children, privileges);
    return children.length ? [{ ...entry, children }] : [];
  });
}

function links(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? links(entry.children) : [entry]));
}

/** The first link of the (already filtered) menu, optionally of one sub-app. */
export function firstMenuLink(entries: readonly MenuEntry[], app?: SubApp): string | undefined {
  return links(entries).find((entry) => !app || entry.app === app)?.path;
}

/** The keys to highlight for a path: the link whose path is the longest prefix of it, and its groups. */
export function selectedMenuKeys(entries: readonly MenuEntry[], pathname: string): string[] {
  let best: string[] = [];
  let bestLength = -1;
  const visit = (list: readonly MenuEntry[], parents: string[]) => {
    for (const entry of list) {
      if (entry.children) visit(entry.children, [...parents, entry.key]);
      else if (entry.path && isPrefix(entry.path, pathname) && entry.path.length > bestLength) {
        best = [...parents, entry.key];
        bestLength = entry.path.length;
      }
    }
  };
  visit(entries, []);
  return best;
}

function isPrefix(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

/** Sub-applications with at least one page the operator may open, in side-bar order. */
export function visibleApps(entries: readonly MenuEntry[]): SubApp[] {
  const present = new Set(links(entries).map((entry) => entry.app));
  return SUB_APPS.filter((app) => present.has(app));
}

/**
 * Where a path belongs, for the side bar's selection: the sub-app of the route it opens (a page without a menu
 * entry, such as a subscribe-message activity, belongs to its area's), else of the menu link it falls under.
 */
export function appOfPath(
  entries: readonly MenuEntry[],
  pathname: string,
  routes: readonly { path: string; app: SubApp }[] = [...pageRoutes, ...redirectRoutes],
): SubApp {
  const route = routes.find((candidate) => matchPath(candidate.path, pathname));
  if (route) return route.app;
  const key = selectedMenuKeys(entries, pathname);
  const link = links(entries).find((entry) => entry.key === key[key.length - 1]);
  return link?.app ?? 'scrm';
}
