import type en from '../en-US/riding';
import type { menu as enMenu } from '../en-US/riding';

export const menu: Record<keyof typeof enMenu, string> = {
  'riding.menu': '骑行记录',
};

const zh: Record<keyof typeof en, string> = {
  ...menu,
  'riding.tab.regular': '常规骑行列表',
  'riding.searchFailed': '骑行记录加载失败',
  'riding.updated': '更新成功',
  'riding.updateFailed': '更新失败',
  'riding.deleted': '删除成功',
  'riding.deleteFailed': '删除失败',

  'riding.field.nick_name': '骑手',
  'riding.field.unionid': 'Union ID',
  'riding.field.motorcycle_model_name': '车型',
  'riding.field.mileage': '里程（公里）',
  'riding.field.duration': '时长',
  'riding.field.max_speed': '最高速度（公里/小时）',
  'riding.field.state': '状态',
  'riding.field.start_time': '开始时间',
  'riding.field.end_time': '结束时间',
  'riding.field.updated_at': '更新时间',
  'riding.field.actions': '操作',
  'riding.state.riding': '骑行中',
  'riding.state.over': '已结束',
  'riding.blacklisted': '已拉黑',
  'riding.deletedTag': '已删除',

  'riding.one': '仅显示骑行记录 {id}',
  'riding.showRegular': '显示常规骑行列表',

  'riding.marks': '标记（{count}）',
  'riding.marks.title': '{name} 的骑行标记',
  'riding.marks.empty': '这次骑行没有标记',
  'riding.marks.position': '位置',
  'riding.marks.time': '标记时间',
  'riding.marks.image': '“{title}”的第 {index} 张照片',

  'riding.delete': '删除',
  'riding.delete.confirmTitle': '确定删除这条骑行记录？',
  'riding.delete.confirm': '{name} 于 {time} 开始的骑行将被删除。',
  'riding.black.add': '加入黑名单',
  'riding.black.addTitle': '确定将这条骑行记录加入黑名单？',
  'riding.black.addConfirm': '{name} 于 {time} 开始的骑行将移出常规骑行列表。',
  'riding.black.remove': '移出黑名单',
  'riding.black.removeTitle': '确定将这条骑行记录移出黑名单？',
  'riding.black.removeConfirm': '{name} 于 {time} 开始的骑行将重新计入常规骑行。',
};

export default zh;
