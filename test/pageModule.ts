import type { PageRoute } from 'src/routes/types';

/** The module a route's page loader imports (`page: () => import('src/pages/...')`), read off its source text. */
export function pageModuleOf(route: PageRoute): string {
  const match = /['"](src\/pages\/[^'"]+)['"]/.exec(String(route.page));
  if (!match) throw new Error(`no page import in ${String(route.page)}`);
  return match[1];
}
