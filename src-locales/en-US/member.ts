/** Members (02-operations §3): their fields, in a store's staff list and, with issue 14, the member list. */
export default {
  'member.field.profile.name': 'Name',
  'member.field.mini_profile.nickname': 'Nickname',
  'member.field.profile.phone': 'Phone',
  'member.field.profile.email': 'E-mail',
  'member.field.profile.gender': 'Gender',
  'member.field.store_name': 'Store',
  'member.field.is_clerk': 'Clerk',
  'member.field.unionid': 'UnionID',
  'member.field.openid': 'OpenID',
  'member.field.bound_at': 'Bound at',
  'member.field.updated_at': 'Updated at',
};
