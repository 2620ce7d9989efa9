import type { shellDomains } from './shellDomains';

/**
 * Every area's table of store domains, by area. Each table adds itself here with `declare module '../domains'`
 * (an area of many domains keeps its table in src-models/areas/<area>.ts, a small one in its model's file), so a
 * new area edits no list: the app joins a table with its area's pages (src/routes/areas/<area>.ts), and the tests
 * find the tables by their declarations (test/allDomains.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declarations
export interface AreaDomainTables {}

/** One table with every area table's domains (A | B becomes A & B). */
type Joined<U> = (U extends unknown ? (table: U) => void : never) extends (table: infer All) => void
  ? All
  : never;

/** Every domain at once: the shape of the whole state (`RootState`). */
export type AllAreaDomains = typeof shellDomains & Joined<AreaDomainTables[keyof AreaDomainTables]>;
