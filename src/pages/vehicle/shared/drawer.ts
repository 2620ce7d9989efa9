/** A drawer of one parent's records: room for the filter panel and the table, never wider than the window. */
export const DRAWER_WIDTH = 'min(1080px, 100vw)';

/** Which parent's drawer is shown; kept while it animates closed, so its title does not go blank. */
export interface DrawerState<P> {
  parent: P;
  open: boolean;
}
