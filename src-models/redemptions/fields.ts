import { defineCatalogue } from '../list';

/** A used coupon code's fields as the redeem list shows, filters and exports them (02-operations §2 screen 3). */
export const redemptionFields = defineCatalogue('coupon.redeem', [
  { key: 'card_id', type: 'string' },
  { key: 'coupon.title', type: 'string' },
  { key: 'openid', type: 'string' },
  { key: 'unionid', type: 'string', column: 'none' },
  { key: 'clerk_openid', type: 'string' },
  { key: 'clerk_unionid', type: 'string', column: 'none' },
  { key: 'metadata.store_name', type: 'string' },
  { key: 'used_at', type: 'date', sortable: true },
  { key: 'picked_at', type: 'date', sortable: true },
  { key: 'code', type: 'string', column: 'hidden', filterable: false },
]);
