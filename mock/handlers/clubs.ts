/**
 * Owners' clubs (DOC, 03-community-analytics §7): the admin search the store form's picker uses (02-operations
 * §7, page 0 and size 1000). The community area adds the rest of the DOC calls here.
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { liveClubs } from '../db/clubs';
import { searchHandlerFor } from '../lib/searchHandler';

export function clubHandlers(): HttpHandler[] {
  return [
    searchHandlerFor('/api/v1/:scrm/admin/doc/search', () => liveClubs(), {
      // Whoever saves a store picks its clubs.
      privilege: [PRIVILEGES.docSearch, PRIVILEGES.docAdmin, PRIVILEGES.storeSave],
      defaultOrder: '-weight,-updated_at',
    }),
  ];
}
