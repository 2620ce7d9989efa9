import type en from '../en-US/post';
import type { menu as enMenu } from '../en-US/post';

export const menu: Record<keyof typeof enMenu, string> = {
  'post.menu': '社区帖子',
};

const zh: Record<keyof typeof en, string> = {
  ...menu,
  'post.searchFailed': '帖子加载失败',
  'post.updated': '更新成功',
  'post.updateFailed': '更新失败',
  'post.deleted': '删除成功',
  'post.deleteFailed': '删除失败',

  'post.field.title': '标题',
  'post.field.member.name': '会员',
  'post.field.member.is_owner': '车主',
  'post.field.member_doc.name': '车友会',
  'post.field.tags': '标签',
  'post.field.weight': '置顶权重',
  'post.field.star_count': '点赞数',
  'post.field.location.address': '位置',
  'post.field.created_at': '创建时间',
  'post.field.actions': '操作',
  'post.pinned': '已置顶',
  'post.owner': '车主',

  'post.detail': '详情',
  'post.detail.title': '帖子详情',
  'post.detail.images': '图片',
  'post.detail.noImages': '没有图片',
  'post.detail.image': '“{title}”的第 {index} 张图片',
  'post.detail.content': '内容',
  'post.detail.video': '视频',
  'post.detail.noVideo': '没有视频',
  'post.detail.createdAt': '创建时间',
  'post.detail.stars': '点赞数',
  'post.detail.loadFailed': '帖子加载失败',
  'post.detail.close': '关闭',
  'post.video.pending': '审核中',
  'post.video.pass': '审核通过',
  'post.video.block': '已屏蔽',

  'post.delete': '删除',
  'post.delete.confirmTitle': '确定删除这条帖子？',
  'post.delete.confirm': '帖子“{title}”将被删除。',
  'post.setTop': '置顶',
  'post.cancelTop': '取消置顶',
  'post.updateWeight': '修改权重',
  'post.cancelTop.confirmTitle': '确定取消置顶？',
  'post.cancelTop.confirm': '帖子“{title}”将不再置顶（权重为 0）。',
  'post.weight.setTitle': '置顶',
  'post.weight.editTitle': '修改权重',
  'post.weight.label': '权重',
  'post.weight.required': '请输入权重',
  'post.weight.min': '权重不能小于 0',
  'post.weight.help': '置顶的帖子排在最前，权重越高越靠前。',
  'post.weight.post': '帖子',

  'post.stars': '点赞',
  'post.star.title': '“{title}”的点赞',
  'post.star.titleUnknown': '帖子的点赞',
  'post.star.back': '返回',
  'post.star.searchFailed': '点赞记录加载失败',
  'post.star.field.star_member.name': '会员',
  'post.star.field.star_member.is_owner': '车主',
  'post.star.field.star_member_doc.name': '车友会',
  'post.star.field.star_unionid': 'Union ID',
  'post.star.field.created_at': '点赞时间',
};

export default zh;
