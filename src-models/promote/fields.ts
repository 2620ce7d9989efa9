import { defineCatalogue } from '../list';

/** A promote activity's fields as its list shows and filters them (02-operations §2 screen 12, §3). */
export const promoteActivityFields = defineCatalogue('promote.activity', [
  { key: 'title', type: 'string', sortable: true },
  { key: 'visible', type: 'boolean' },
  { key: 'online_at', type: 'date', sortable: true },
  { key: 'offline_at', type: 'date', sortable: true },
  { key: 'description', type: 'string', column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
  { key: 'created_at', type: 'date', column: 'none' },
]);
