import { defineCatalogue } from '../list';

/** A floor's fields as the floor list shows, filters and exports them (02-operations §2 screen 10, §3). */
export const floorFields = defineCatalogue('floor', [
  { key: 'title', type: 'string', sortable: true },
  { key: 'description', type: 'string' },
  { key: 'visible', type: 'boolean' },
  { key: 'weight', type: 'number', sortable: true },
  { key: 'online_at', type: 'date', sortable: true },
  { key: 'offline_at', type: 'date', sortable: true },
  { key: 'id', type: 'string', column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'created_at', type: 'date', sortable: true, column: 'none' },
]);
