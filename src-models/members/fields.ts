import { defineCatalogue, GENDER_OPTIONS } from '../list';

/**
 * A member's fields as member lists show, filter and export them (02-operations §3): a store's clerks and the
 * member list of /user/list.
 */
export const memberFields = defineCatalogue('member', [
  { key: 'profile.name', type: 'string' },
  { key: 'mini_profile.nickname', type: 'string' },
  { key: 'profile.phone', type: 'string' },
  { key: 'profile.email', type: 'string' },
  // The options give the cell its word (1 male, 2 female, 0 unknown).
  { key: 'profile.gender', type: 'gender', options: GENDER_OPTIONS, column: 'hidden' },
  { key: 'store_name', type: 'string', column: 'hidden' },
  { key: 'is_clerk', type: 'boolean', column: 'hidden' },
  { key: 'channel', type: 'string', column: 'hidden' },
  { key: 'unionid', type: 'string', column: 'hidden' },
  { key: 'openid', type: 'string', column: 'hidden' },
  { key: 'bound_at', type: 'date', sortable: true },
  { key: 'updated_at', type: 'date', sortable: true, column: 'hidden' },
]);

/** A member's coupon codes on the member detail (02-operations §3: validity end, status, picked time). */
export const memberCouponFields = defineCatalogue('member.coupon', [
  { key: 'coupon.title', type: 'string' },
  { key: 'code', type: 'string' },
  { key: 'validity_period.end', type: 'date', sortable: true },
  {
    key: 'status',
    type: 'enum',
    options: [
      { value: 'picked', label: 'member.coupon.status.picked' },
      { value: 'delivered', label: 'member.coupon.status.delivered' },
      { value: 'used', label: 'member.coupon.status.used' },
      { value: 'expired', label: 'member.coupon.status.expired' },
    ],
  },
  { key: 'picked_at', type: 'date', sortable: true },
]);

/** The e-mail audit's fields (02-operations §3); the content is shown by the drawer, sanitized. */
export const mailAuditFields = defineCatalogue('member.mail', [
  { key: 'subject', type: 'string' },
  { key: 'from', type: 'string' },
  { key: 'to', type: 'string', conv: 'join' },
  {
    key: 'status',
    type: 'enum',
    options: [
      { value: 'succeed', label: 'member.mail.status.succeed' },
      { value: 'failed', label: 'member.mail.status.failed' },
      { value: 'pending', label: 'member.mail.status.pending' },
    ],
  },
  { key: 'content', type: 'string', filterable: false, exported: false },
  { key: 'send_at', type: 'date', sortable: true },
]);
