import type en from '../en-US/editors';

const zh: Record<keyof typeof en, string> = {
  'editors.upload.button': '上传',
  'editors.upload.preview': '预览',
  'editors.picture.view': '查看大图',
  'editors.upload.error': '上传失败',
  'editors.upload.imageTooLarge': '图片大小不能超过 2M',
  'editors.upload.videoTooLarge': '视频大小不能超过 40M',
  'editors.upload.imageType': '只能上传 jpg、png、gif 图片',
  'editors.upload.videoType': '只能上传 mp4、3gp、m3u8 视频',
  'editors.upload.mediaType': '只能上传 jpg、png、gif 图片或 mp4、3gp、m3u8 视频',
  'editors.upload.tooMany': '最多 {count} 个文件',
  'editors.upload.hint.image': 'jpg、png 或 gif，不超过 2M',
  'editors.upload.hint.video': 'mp4、3gp 或 m3u8，不超过 40M',
  'editors.upload.hint.media': '图片（jpg、png、gif）不超过 2M，视频（mp4、3gp、m3u8）不超过 40M',

  'editors.richText.crashed': '内部错误，请重试',
  'editors.richText.edit': '编辑',
  'editors.richText.retry': '重试',

  'editors.selector.placeholder': '请选择',
  'editors.selector.empty': '暂无可选项',
  'editors.selector.hideInvisible': '隐藏不可见',
  'editors.selector.invisible': '不可见',
  'editors.selector.loadFailed': '加载失败',
  'editors.selector.retry': '重试',

  'validation.digits': '请输入数字',
  'validation.password': '4-16 位字母、数字、_ 或 -',
  'validation.phone': '请输入正确的手机号',
  'validation.nationalId': '请输入正确的身份证号',
  'validation.mediaUrl': '请上传文件或使用 http(s) 链接',
  'editors.draft.title': '未保存的修改已保留',
  'editors.draft.body': '登录在 {time} 过期时你正在编辑。要恢复你输入的内容吗？',
  'editors.draft.restore': '恢复',
  'editors.draft.discard': '丢弃',

  'editors.leave.title': '离开此页面？',
  'editors.leave.body': '您的修改尚未保存。',
  'editors.leave.leave': '离开',
  'editors.leave.stay': '留下',
};

export default zh;
