import type en from '../en-US/store';
import type { menu as enMenu } from '../en-US/store';

export const menu: Record<keyof typeof enMenu, string> = {
  'store.menu': '门店',
};

const zh: Record<keyof typeof en, string> = {
  ...menu,
  'store.sheet': '门店',
  'store.create': '新增门店',
  'store.staff': '店员',

  'store.field.actions': '操作',
  'store.field.cover_image': '封面图',
  'store.field.name': '门店名称',
  'store.field.province': '省份',
  'store.field.city': '城市',
  'store.field.detail_address': '详细地址',
  'store.field.phone': '电话',
  'store.field.dealer_mails': '经销商邮箱',
  'store.field.business_hours': '营业时间',
  'store.field.location': '位置',
  'store.field.location.latitude': '纬度',
  'store.field.location.longitude': '经度',
  'store.field.doc_ids': '所属车友会',
  'store.field.disabled': '停用',
  'store.field.created_at': '创建时间',
  'store.field.updated_at': '更新时间',
  'store.status.enabled': '营业中',
  'store.status.disabled': '已停用',

  'store.form.createTitle': '新增门店',
  'store.form.editTitle': '编辑门店',
  'store.form.mail': '经销商邮箱 {number}',
  'store.form.addMail': '添加邮箱',
  'store.form.removeMail': '删除邮箱 {number}',
  'store.form.businessHoursHint': '例如 09:00-18:00',

  'store.rule.nameRequired': '请输入门店名称',
  'store.rule.coverRequired': '请上传封面图',
  'store.rule.provinceRequired': '请选择省份',
  'store.rule.cityRequired': '请选择城市',
  'store.rule.addressRequired': '请输入详细地址',
  'store.rule.phoneRequired': '请输入电话',
  'store.rule.mailsRequired': '请至少填写一个经销商邮箱',
  'store.rule.mailInvalid': '邮箱格式不正确',

  'store.staff.back': '返回',
  'store.staff.subtitle': '店员列表',
  'store.staff.sheet': '店员',
  'store.staff.loadFailed': '门店加载失败',
  'store.staff.cancel': '取消店员',
  'store.staff.cancelConfirm': '确定取消吗？',
  'store.staff.cancelContent': '{name} 将不再是本店店员。',
  'store.staff.cancelled': '取消成功',
};

export default zh;
