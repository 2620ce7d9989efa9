import type en from '../en-US/member';

const zh: Record<keyof typeof en, string> = {
  'member.field.profile.name': '姓名',
  'member.field.mini_profile.nickname': '昵称',
  'member.field.profile.phone': '手机号',
  'member.field.profile.email': '邮箱',
  'member.field.profile.gender': '性别',
  'member.field.store_name': '门店',
  'member.field.is_clerk': '店员',
  'member.field.unionid': 'UnionID',
  'member.field.openid': 'OpenID',
  'member.field.bound_at': '绑定时间',
  'member.field.updated_at': '更新时间',
};

export default zh;
