import type en from '../en-US/auditTrail';

const zh: Record<keyof typeof en, string> = {
  'auditTrail.open': '操作记录',
  'auditTrail.title': '{name} 的操作记录',
  'auditTrail.empty': '暂无审核操作',
  'auditTrail.failed': '操作记录加载失败',
  'auditTrail.action.approve': '已通过',
  'auditTrail.action.reject': '已拒绝：{detail}',
  'auditTrail.action.delete': '已删除',
  'auditTrail.action.blacklist': '已加入黑名单',
  'auditTrail.action.unblacklist': '已移出黑名单',
  'auditTrail.action.pin': '已置顶，权重 {detail}',
  'auditTrail.action.unpin': '已取消置顶',
  'auditTrail.action.weight': '权重改为 {detail}',
};

export default zh;
