import { defineCatalogue } from '../list';

/** The coupon's fields as the coupon list shows, filters and exports them (02-operations §2 screen 4, §3). */
export const couponFields = defineCatalogue('coupon', [
  { key: 'title', type: 'string', sortable: true },
  { key: 'card_id', type: 'string' },
  { key: 'discount.value', type: 'number', sortable: true, filterable: false },
  { key: 'discount.show_text', type: 'string', filterable: false, column: 'none' },
  {
    key: 'discount.type',
    type: 'enum',
    column: 'none',
    exported: false,
    options: [
      { value: 'percentage', label: 'coupon.discount.percentage' },
      { value: 'fixed_amount', label: 'coupon.discount.fixed_amount' },
    ],
  },
  {
    key: 'date_info.type',
    type: 'enum',
    options: [
      { value: 'fix_time_range', label: 'coupon.expiry.fix_time_range' },
      { value: 'permanent', label: 'coupon.expiry.permanent' },
      { value: 'fix_term', label: 'coupon.expiry.fix_term' },
    ],
  },
  { key: 'deactivated', type: 'boolean' },
  { key: 'deleted', type: 'boolean', column: 'none' },
  { key: 'metadata.activity_id', type: 'string', filterable: false },
  { key: 'abstract', type: 'string', column: 'hidden' },
  { key: 'service_phone', type: 'string' },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);
