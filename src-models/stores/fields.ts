import { PROVINCES } from 'config/regions';
import { defineCatalogue } from '../list';

/** The store's fields as the store list shows, filters and exports them (02-operations §2 screen 7, §3). */
export const storeFields = defineCatalogue('store', [
  { key: 'cover_image', type: 'string', filterable: false, exported: false },
  { key: 'name', type: 'string', sortable: true },
  {
    key: 'province',
    type: 'enum',
    // Stored in Chinese: each choice names the province in both languages.
    options: PROVINCES.map((province) => ({
      value: province.name,
      label: `${province.name} ${province.en}`,
      literal: true,
    })),
  },
  { key: 'city', type: 'string' },
  { key: 'detail_address', type: 'string' },
  { key: 'phone', type: 'string' },
  { key: 'dealer_mails', type: 'string', conv: 'join' },
  { key: 'business_hours', type: 'string', column: 'hidden' },
  { key: 'location.latitude', type: 'number', filterable: false, column: 'hidden' },
  { key: 'location.longitude', type: 'number', filterable: false, column: 'hidden' },
  { key: 'disabled', type: 'boolean' },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);
