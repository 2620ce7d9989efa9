import * as areaTables from './areas';
import type { DomainTable } from './coreDomains';
import { shellDomains } from './shellDomains';

type AreaTables = typeof areaTables;
/** One table with every area table's domains (A | B becomes A & B). */
type Joined<U> = (U extends unknown ? (table: U) => void : never) extends (table: infer All) => void
  ? All
  : never;

/**
 * Every domain at once: the shape of the whole state (`RootState`), and what tests put in their stores. The app
 * never loads this file: the shell brings `shellDomains`, and an area's table (src-models/areas/<area>.ts) joins
 * the store with the area's pages (src/routes/areas/<area>.ts). It is derived from the areas' index, where a new
 * area adds its one line.
 */
export const domains = Object.assign({}, shellDomains, ...Object.values(areaTables)) as typeof shellDomains &
  Joined<AreaTables[keyof AreaTables]> satisfies DomainTable;
