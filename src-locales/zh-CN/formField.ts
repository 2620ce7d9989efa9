import type en from '../en-US/formField';

/** 动态表单字段类型的用语（01-platform §3），列出表单记录的页面共用。 */
const messages: Record<keyof typeof en, string> = {
  'formField.field': '表单字段',
  'formField.tc.agree': '已同意',
  'formField.tc.disagree': '未同意',
  'formField.identity.mainland': '大陆身份证',
  'formField.identity.hkm': '港澳通行证',
  'formField.identity.taiwan': '台湾通行证',
  'formField.identity.passport': '护照',
};

export default messages;
