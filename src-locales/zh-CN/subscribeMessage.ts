import type en from '../en-US/subscribeMessage';

/** The subscribe-message editor and its phone preview (03-community-analytics §2.6, §5 placeholders). */
const zh: Record<keyof typeof en, string> = {
  'subscribeMessage.activity': '活动',
  'subscribeMessage.activityRequired': '请选择活动',
  'subscribeMessage.template': '模板',
  'subscribeMessage.page': '页面路径',
  'subscribeMessage.pageInvalid': '路径可能有误，包含空格、非法字符等',
  'subscribeMessage.version': '版本',
  'subscribeMessage.version.developer': '开发版',
  'subscribeMessage.version.trail': '体验版',
  'subscribeMessage.version.formal': '正式版',
  'subscribeMessage.language': '语言',
  'subscribeMessage.language.zh_CN': '简体中文（zh_CN）',
  'subscribeMessage.language.zh_TW': '繁体中文-台湾（zh_TW）',
  'subscribeMessage.language.zh_HK': '繁体中文-香港（zh_HK）',
  'subscribeMessage.language.en_US': '英文（en_US）',
  'subscribeMessage.preview': '手机预览',
  'subscribeMessage.preview.noTemplate': '选择活动后显示消息',
  'subscribeMessage.preview.open': '进入小程序查看',
  'subscribeMessage.tip.thing': '20 个以内字符',
  'subscribeMessage.tip.number': '32 位以内数字，可带小数',
  'subscribeMessage.tip.letter': '1 到 32 个字母',
  'subscribeMessage.tip.symbol': '5 位以内符号，不能有空格或中文',
  'subscribeMessage.tip.character_string': '1 到 32 位字母、数字或符号，不能有空格或中文',
  'subscribeMessage.tip.time': '请输入时间，例如 15:01 或 2019-10-01 15:01',
  'subscribeMessage.tip.date': '请输入日期，例如 2019-10-01',
  'subscribeMessage.tip.amount': '12 位以内的金额，例如 ¥100.00',
  'subscribeMessage.tip.phone_number': '17 位以内的电话号码',
  'subscribeMessage.tip.car_number': '7 或 8 位车牌号，例如 粤A8Z888',
  'subscribeMessage.tip.name': '20 个以内字符的姓名',
  'subscribeMessage.tip.phrase': '1 到 5 个汉字',
  'subscribeMessage.tip.unknown': '请输入内容',
};

export default zh;
