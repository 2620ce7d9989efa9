import type en from '../en-US/formCenter';
import type { menu as enMenu } from '../en-US/formCenter';

/** 表单中心（issue 15）：表单、表单编辑、表单记录与操作日志。 */
export const menu: Record<keyof typeof enMenu, string> = {
  'formCenter.menu.forms': '表单',
  'formCenter.menu.actionLog': '操作日志',
};

const messages: Record<keyof typeof en, string> = {
  ...menu,
  'formCenter.field.name': '名称',
  'formCenter.field.remark': '备注',
  'formCenter.field.updated_at': '更新时间',
  'formCenter.field.created_at': '创建时间',
  'formCenter.searchFailed': '表单加载失败',
  'formCenter.create': '新建表单',
  'formCenter.delete.confirmTitle': '删除“{name}”？',
  'formCenter.delete.confirm': '删除后该表单将无法再填写。已提交的记录会保留，操作日志会记录此次删除。',
  'formCenter.records': '记录',
  'formCenter.back': '返回',
  'formCenter.retry': '重试',

  'formCenter.form.titleNew': '新建表单',
  'formCenter.form.titleEdit': '编辑表单：{name}',
  'formCenter.form.fields': '字段',
  'formCenter.form.save': '保存',
  'formCenter.form.loadFailed': '表单加载失败',
  'formCenter.form.nameRequired': '请输入表单名称',
  'formCenter.form.nameTooLong': '表单名称不能超过 50 个字符',
  'formCenter.form.fieldProblems': '部分字段有问题，请修正列表中标出的字段',
  'formCenter.builder.empty': '暂无字段',

  'formCenter.records.searchFailed': '记录加载失败',
  'formCenter.records.created_at': '提交时间',
  'formCenter.records.nickname': '昵称',
  'formCenter.export': '导出',
  'formCenter.export.succeeded': '导出成功',
  'formCenter.export.failed': '导出失败',

  'formCenter.log.field.operator_name': '操作人',
  'formCenter.log.field.operator_email': '操作人邮箱',
  'formCenter.log.field.action': '操作',
  'formCenter.log.field.form_name': '表单',
  'formCenter.log.field.created_at': '时间',
  'formCenter.log.action.create': '创建',
  'formCenter.log.action.update': '更新',
  'formCenter.log.action.delete': '删除',
  'formCenter.log.changes': '变更内容',
  'formCenter.log.changes.props': '修改：{list}',
  'formCenter.log.changes.added': '新增字段：{list}',
  'formCenter.log.changes.removed': '删除字段：{list}',
  'formCenter.log.changes.changed': '修改字段：{list}',
  'formCenter.log.changes.none': '无变更',
  'formCenter.log.searchFailed': '操作日志加载失败',
};

export default messages;
