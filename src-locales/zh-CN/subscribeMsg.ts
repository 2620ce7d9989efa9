import type en from '../en-US/subscribeMsg';
import type { menu as enMenu } from '../en-US/subscribeMsg';

export const menu: Record<keyof typeof enMenu, string> = {
  'subscribeMsg.menu': '活动列表',
};

const zh: Record<keyof typeof en, string> = {
  ...menu,
  'subscribeMsg.title': '订阅消息',
  'subscribeMsg.loading': '加载中...',
  'subscribeMsg.searchFailed': '订阅消息活动加载失败',

  'subscribeMsg.field.name': '活动',
  'subscribeMsg.field.tpl_id': '模板 ID',
  'subscribeMsg.field.updated_at': '更新时间',
  'subscribeMsg.field.actions': '操作',
  'subscribeMsg.open': '详情',

  'subscribeMsg.back': '返回活动列表',
  'subscribeMsg.detail.title': '活动：{name}',
  'subscribeMsg.detail.loadFailed': '订阅消息活动加载失败',
  'subscribeMsg.detail.save': '保存',
  'subscribeMsg.detail.saved': '保存成功',
  'subscribeMsg.detail.saveFailed': '保存失败，请稍后再试',
  'subscribeMsg.detail.message': '发送的消息',

  'subscribeMsg.template.heading': '模板',
  'subscribeMsg.template.title': '标题',
  'subscribeMsg.template.content': '内容',
  'subscribeMsg.template.example': '示例',
  'subscribeMsg.template.missing': '模板 {id} 不在小程序的模板中：无法填写其占位符',
  'subscribeMsg.template.loadFailed': '模板加载失败',
};

export default zh;
