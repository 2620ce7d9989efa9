import { Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { tabRoutes } from 'config/routes';
import { can, selectPrivileges } from 'src-models/session';
import { useAppSelector } from 'src/store/hooks';

/** The tabs of the row `group` (see `tab` in config/routes.ts) the operator may open, in route-table order. */
export function useRouteTabs(group: string) {
  const privileges = useAppSelector(selectPrivileges);
  return tabRoutes(group).filter((route) => can(privileges, route.requirement));
}

/** An area's tab row, derived from the route table: one tab per route the operator may open. */
export function RouteTabs({ group }: { group: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useRouteTabs(group);
  return (
    <Tabs
      activeKey={tabs.find((tab) => pathname.startsWith(tab.path))?.path}
      onChange={(path) => navigate(path)}
      items={tabs.map((tab) => ({ key: tab.path, label: intl.formatMessage({ id: tab.tab.labelKey }) }))}
    />
  );
}
