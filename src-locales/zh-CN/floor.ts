import type en from '../en-US/floor';
import type { menu as enMenu } from '../en-US/floor';

/** 楼层（issue 16）：某类楼层列表、楼层编辑的设置页与预览码弹层。 */
export const menu: Record<keyof typeof enMenu, string> = {
  'floor.menu': '楼层',
  'floor.menu.home': '首页',
  'floor.menu.render': '渲染页',
};

const messages: Record<keyof typeof en, string> = {
  ...menu,
  'floor.field.title': '标题',
  'floor.field.description': '描述',
  'floor.field.visible': '可见',
  'floor.field.weight': '权重',
  'floor.field.online_at': '上线时间',
  'floor.field.offline_at': '下线时间',
  'floor.field.id': 'ID',
  'floor.field.updated_at': '更新时间',
  'floor.field.created_at': '创建时间',
  'floor.visibility': '展示状态',
  'floor.visibility.online': '已上线',
  'floor.visibility.scheduled': '待上线',
  'floor.visibility.expired': '已下线',
  'floor.visibility.hidden': '已隐藏',
  'floor.searchFailed': '楼层加载失败',
  'floor.create': '新建楼层',

  'floor.editor.titleNew': '新建楼层',
  'floor.editor.titleEdit': '楼层：{title}',
  'floor.editor.page': '页面 {path}',
  'floor.back': '返回',
  'floor.save': '保存',
  'floor.tab.setting': '设置',
  'floor.tab.layout': '布局',
  'floor.loadFailed': '楼层加载失败',

  'floor.form.schedule': '上线 / 下线时间',
  'floor.form.schedule.start': '上线时间',
  'floor.form.schedule.end': '下线时间',
  'floor.form.share': '分享',
  'floor.form.share.disallow': '禁止分享',
  'floor.form.share.title': '分享标题',
  'floor.form.share.path': '分享路径',
  'floor.form.share.description': '分享描述',
  'floor.form.share.image': '分享图片',
  'floor.rule.titleRequired': '请输入标题',
  'floor.rule.descriptionRequired': '请输入描述',
  'floor.rule.scheduleRequired': '请选择上线和下线时间',
  'floor.rule.scheduleOrder': '下线时间必须晚于上线时间',
  'floor.rule.weight': '权重必须是不小于 0 的整数',

  'floor.preview': '预览码',
  'floor.preview.title': '本楼层的预览码',
  'floor.preview.release': '正式版',
  'floor.preview.trial': '体验版',
  'floor.preview.codeAlt': '{version}预览码',
  'floor.preview.codeFailed': '预览码加载失败',
  'floor.preview.link': 'URL 链接',
  'floor.preview.linkFailed': 'URL 链接生成失败',
  'floor.preview.copy': '复制 URL 链接',
  'floor.preview.copied': '已复制',
  'floor.preview.trialCap': '每个小程序的体验版链接每天最多可打开 300 万次。',
};

export default messages;
