import type en from '../en-US/menus';

/**
 * The side bar's and header's entries of every area (src/routes/areas): they load with the signed-in shell, while an
 * area's other messages load with its pages.
 */
const zh: Record<keyof typeof en, string> = {
  'config.menu': '配置',
  'config.policy.menu': '预约须知',
  'formCenter.menu.forms': '表单',
  'formCenter.menu.actionLog': '操作日志',
  'floor.menu': '楼层',
  'floor.menu.home': '首页',
  'floor.menu.render': '渲染页',
  'doc.menu': '车友会',
  'coupon.menu': '优惠券',
  'member.menu': '用户',
  'promote.menu': '推广',
  'promote.menu.activities': '推广活动',
  'promote.menu.config': '推广配置',
  'reservation.menu': '预约记录',
  'store.menu': '门店',
  'tracking.menu': '数据分析',
  'tracking.menu.launch': '小程序启动',
  'tracking.menu.page': '页面访问',
  'vehicle.menu': '车辆数据',
  'riding.menu': '骑行记录',
  'post.menu': '社区帖子',
  'subscribeMsg.menu': '活动列表',
  'channel.menu': '渠道',
  'tagCenter.menu.tag': '标签',
  'tagCenter.menu.source': '来源',
  'tagCenter.menu.log': '日志',
  'tagCenter.menu.entity': '实体',
  'tagCenter.menu.task': '任务',
};

export default zh;
