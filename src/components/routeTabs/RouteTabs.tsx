import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useRouteTable } from 'src/routes/RouteTable';
import type { PageRoute } from 'src/routes/types';
import { can, selectPrivileges } from 'src-models/session';
import { useAppSelector } from 'src/store/hooks';
import './routeTabs.css';

/** The tabs of the row `group` (see `tab` in src/routes/index.ts) the operator may open, in route-table order. */
export function useRouteTabs(group: string) {
  const privileges = useAppSelector(selectPrivileges);
  const { tabRoutes } = useRouteTable();
  return tabRoutes(group).filter((route) => can(privileges, route.requirement));
}

/**
 * An area's tab row, derived from the route table: one link per page of the row the operator may open, the
 * current one marked. Links, not antd's Tabs: each opens a page of its own (a new tab or window too), and antd's
 * Tabs measures and animates its bar, which cost every such page's first screen about 60 ms (`npm run bench`).
 */
export function RouteTabs({ group, shows }: { group: string; shows?: (route: PageRoute) => boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  // `shows` leaves out a tab the operator may open but should not see now (it depends on more than privileges).
  const tabs = useRouteTabs(group).filter((route) => shows?.(route) ?? true);
  const current = tabs.find((tab) => pathname.startsWith(tab.path))?.path;
  return (
    <nav className="route-tabs" aria-label={intl.formatMessage({ id: 'shell.areaPages' })}>
      {tabs.map((tab) => (
        <Link
          key={tab.path}
          to={tab.path}
          className="route-tabs__tab"
          aria-current={tab.path === current ? 'page' : undefined}
        >
          {intl.formatMessage({ id: tab.tab.labelKey })}
        </Link>
      ))}
    </nav>
  );
}
