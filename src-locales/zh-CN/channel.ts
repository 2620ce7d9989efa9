import type en from '../en-US/channel';

const zh: Record<keyof typeof en, string> = {
  'channel.rule.keyRequired': '请输入参数名',
  'channel.rule.valueRequired': '请输入参数值',
  'channel.rule.queryInvalid': "只允许数字、大小写字母和部分字符（!#$'()*+,/:;@-._~%），长度不超过 1024",
  'channel.rule.paramsRequired': '请至少添加一个追踪参数',
  'channel.rule.tooManyParams': '追踪参数最多 10 个',
  'channel.rule.nameRequired': '缺少名称',
  'channel.rule.pathRequired': '缺少地址（路径）',
  'channel.rule.pathTooLong': '路径超过 1024 个字符',
  'channel.rule.pathLong': '路径超过 128 个字符：码过长不易扫描',
  'channel.rule.noQuery': '路径没有参数：请至少填写一组来源类型和名称',
  'channel.rule.manyQuestionMarks': '路径中有多个问号',
  'channel.rule.chineseOrSpace': '路径中含有中文字符或空格',
  'channel.rule.emptyValue': '有来源类型缺少名称（参数值为空）',
  'channel.rule.channelRequired': '必须包含名为 channel 的参数',
};

export default zh;
