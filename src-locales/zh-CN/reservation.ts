import type en from '../en-US/reservation';
import type { menu as enMenu } from '../en-US/reservation';

/** 预约记录（02-operations §2 画面 6）：按城市有无经销商分两个标签页，列随预约表单。 */
export const menu: Record<keyof typeof enMenu, string> = {
  'reservation.menu': '预约记录',
};

const messages: Record<keyof typeof en, string> = {
  ...menu,
  'reservation.tab.hasDealer': '有经销商',
  'reservation.tab.noDealer': '无经销商',
  'reservation.field.created_at': '创建时间',
  'reservation.field.status': '状态',
  'reservation.field.metadata.store_name': '门店',
  'reservation.field.metadata.motorcycle_name': '车型',
  'reservation.field.metadata.referer': '来源',
  'reservation.field.mini_profile.nickname': '昵称',
  'reservation.field.metadata.motorcycle_image': '车型图片',
  'reservation.field.mini_profile.avatar_url': '头像',
  'reservation.field.mini_profile.openid': 'OpenID',
  'reservation.field.mini_profile.unionid': 'UnionID',
  'reservation.motorcycleImageAlt': '{motorcycle} 的图片',
  'reservation.avatarAlt': '{name} 的头像',
  'reservation.status.pending': '待处理',
  'reservation.status.approved': '已通过',
  'reservation.status.rejected': '已拒绝',
  'reservation.status.canceled': '已取消',
  'reservation.status.complete': '已完成',
  'reservation.status.noshow': '未到店',
  'reservation.referer.ad202309': '2023-09 广告投放',
  'reservation.searchFailed': '预约记录加载失败',
  'reservation.configFailed': '预约设置加载失败',
  'reservation.activityFailed': '预约表单加载失败',
  'reservation.noActivity': '此标签页未设置预约活动',
  'reservation.noActivityHint': '请在全局配置中选择预约活动（预约活动 ID）。',
  'reservation.export': '导出',
  'reservation.export.succeeded': '导出成功',
  'reservation.export.failed': '导出失败：{reason}',
  'reservation.export.failedUnknown': '导出失败：unknown error',
};

export default messages;
