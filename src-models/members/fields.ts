import { defineCatalogue, GENDER_OPTIONS } from '../list';

/**
 * A member's fields as member lists show, filter and export them (02-operations §3): a store's clerks here, the
 * member list of /user/list with more of them later.
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
  { key: 'unionid', type: 'string', column: 'hidden' },
  { key: 'openid', type: 'string', column: 'hidden' },
  { key: 'bound_at', type: 'date', sortable: true },
  { key: 'updated_at', type: 'date', sortable: true, column: 'hidden' },
]);
