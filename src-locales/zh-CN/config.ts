import type en from '../en-US/config';
import type { menu as enMenu } from '../en-US/config';

export const menu: Record<keyof typeof enMenu, string> = {
  'config.menu': '配置',
  'config.policy.menu': '预约须知',
};

const zh: Record<keyof typeof en, string> = {
  ...menu,
  'config.title': '全局配置',
  'config.save': '保存',
  'config.cancel': '取消',
  'config.retry': '重试',
  'config.loadFailed': '配置加载失败',
  'config.readOnly': '你可以查看配置；保存配置需要保存配置权限。',

  'config.terms.title': '条款与协议',
  'config.terms.edit': '编辑条款',
  'config.terms.view': '查看条款',
  'config.terms.save': '保存条款',
  'config.terms.saved': '条款已保存',
  'config.terms.hint': '条款通过单独的保存按钮立即保存，与其他配置分开。',
  'config.terms.loadFailed': '条款加载失败',

  'config.menus.title': '小程序菜单',
  'config.menus.home': '首页楼层',

  'config.share.title': '车型列表页分享信息',
  'config.share.disabled': '禁止分享',
  'config.share.shareTitle': '标题',
  'config.share.path': '路径',
  'config.share.description': '描述',
  'config.share.image': '图片',

  'config.coupon.title': '卡券配置',
  'config.coupon.expireDay': '过期提醒（提前天数）',
  'config.coupon.expireDayRequired': '请输入过期天数',
  'config.coupon.expireDayMin': '过期天数不能小于 0',
  'config.coupon.expireMsg': '过期提醒文案',
  'config.coupon.pickMsg': '领取提醒文案',
  'config.coupon.messageTooLong': '文案不能超过 20 个字符',

  'config.tags.title': '社区标签配置',
  'config.tags.scope': '标签中心范围',
  'config.tags.ids': '社区标签',
  'config.tags.tooMany': '最多只能选择 5 个标签',

  'config.popup.title': '社区弹窗动作',

  'config.banners.title': '社区轮播图',
  'config.banners.loop': '循环播放',
  'config.banners.add': '添加轮播图',
  'config.banners.item': '轮播图 {number}',
  'config.banners.remove': '删除轮播图 {number}',
  'config.banners.type': '类型',
  'config.banners.type.image': '图片',
  'config.banners.type.video': '视频',
  'config.banners.image': '图片',
  'config.banners.video': '视频',
  'config.banners.poster': '封面',
  'config.banners.urlRequired': '请上传轮播图文件',

  'config.garage.title': '车库',
  'config.garage.authority': '车辆绑定授权书',
  'config.garage.form': '投诉表单活动',

  'config.other.title': '其他配置',
  'config.other.businessTime': '客服时间',
  'config.other.businessTime.placeholder': '例如 周一至周五 09:00-18:00',
  'config.emails.label': '客户邮箱',
  'config.emails.item': '客户邮箱 {number}',
  'config.emails.add': '添加邮箱',
  'config.emails.remove': '删除邮箱 {number}',
  'config.emails.required': '请至少配置一个邮箱',
  'config.emails.invalid': '邮箱格式不正确',

  'config.policy.titleNew': '新建预约须知',
  'config.policy.titleEdit': '预约须知 {id}',
  'config.policy.content': '须知内容',
  'config.policy.contentRequired': '请填写须知内容',
  'config.policy.open': '打开',
  'config.policy.openPlaceholder': '须知 ID',
  'config.policy.new': '新建须知',
  'config.policy.preview': '预览',
  'config.policy.previewError': 'Error',
  'config.policy.saved': '保存成功',
  'config.policy.saveFailed': '保存失败，请稍后重试',
  'config.policy.loadFailed': '须知加载失败',
};

export default zh;
