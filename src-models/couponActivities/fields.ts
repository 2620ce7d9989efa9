import { ACTIVITY_BEHAVIOURS } from 'src-services/couponActivities';
import { defineCatalogue } from '../list';

/** A coupon-drop activity's fields as its list shows, filters and exports them (02-operations §2 screen 2). */
export const activityFields = defineCatalogue('coupon.activity', [
  { key: 'name', type: 'string', sortable: true },
  {
    key: 'delivery.event_type',
    type: 'enum',
    options: ACTIVITY_BEHAVIOURS.map((value) => ({ value, label: `coupon.activity.behaviour.${value}` })),
  },
  { key: 'cards.name', type: 'string', filterable: false, conv: 'join' },
  {
    key: 'disabled',
    type: 'enum',
    options: [
      { value: 'false', label: 'coupon.activity.online' },
      { value: 'true', label: 'coupon.activity.offline' },
    ],
  },
  { key: 'description', type: 'string', column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
  { key: 'created_at', type: 'date', column: 'none' },
]);
