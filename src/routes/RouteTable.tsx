import { createContext, useContext } from 'react';
import type { PageRoute, TabPlace } from './types';

/**
 * What a page may read of the route table: its tab rows. Handed down by the app (SignedInApp), so a page never
 * imports the table, which imports the pages (lazily): no import runs back up from a page to the routes.
 */
export interface RouteTable {
  /** The tab row `group`, in table order. */
  tabRoutes: (group: string) => (PageRoute & { tab: TabPlace })[];
}

const NO_TABLE: RouteTable = { tabRoutes: () => [] };

export const RouteTableContext = createContext<RouteTable>(NO_TABLE);

export const useRouteTable = () => useContext(RouteTableContext);
