/** The form center (issue 15): forms, the form editor, one form's records and the action log. */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'formCenter.menu.forms': 'Forms',
  'formCenter.menu.actionLog': 'Action Log',
};

const messages = {
  ...menu,
  'formCenter.field.name': 'Name',
  'formCenter.field.remark': 'Remark',
  'formCenter.field.updated_at': 'Updated at',
  'formCenter.field.created_at': 'Created at',
  'formCenter.searchFailed': 'The forms could not be loaded',
  'formCenter.create': 'Create Form',
  'formCenter.delete.confirmTitle': 'Delete "{name}"?',
  'formCenter.delete.confirm':
    'The form can no longer be filled in. Its records stay, and the action log keeps the deletion.',
  'formCenter.records': 'Records',
  'formCenter.back': 'Back',
  'formCenter.retry': 'Retry',

  'formCenter.form.titleNew': 'New form',
  'formCenter.form.titleEdit': 'Edit form: {name}',
  'formCenter.form.fields': 'Fields',
  'formCenter.form.save': 'Save',
  'formCenter.form.loadFailed': 'The form could not be loaded',
  'formCenter.form.nameRequired': 'Please input the form name',
  'formCenter.form.nameTooLong': 'The form name can not exceed 50 characters',
  'formCenter.form.fieldProblems': 'Some fields have problems: fix the ones marked in the list',
  'formCenter.builder.empty': 'No fields yet',

  'formCenter.records.searchFailed': 'The records could not be loaded',
  'formCenter.records.created_at': 'Submitted at',
  'formCenter.records.nickname': 'Nickname',
  'formCenter.export': 'Export',
  'formCenter.export.succeeded': 'Exported successfully',
  'formCenter.export.failed': 'Export failed',

  'formCenter.log.field.operator_name': 'Operator',
  'formCenter.log.field.operator_email': 'Operator e-mail',
  'formCenter.log.field.action': 'Action',
  'formCenter.log.field.form_name': 'Form',
  'formCenter.log.field.created_at': 'Time',
  'formCenter.log.action.create': 'Create',
  'formCenter.log.action.update': 'Update',
  'formCenter.log.action.delete': 'Delete',
  'formCenter.log.changes': 'What changed',
  'formCenter.log.changes.props': 'Changed: {list}',
  'formCenter.log.changes.added': 'Fields added: {list}',
  'formCenter.log.changes.removed': 'Fields removed: {list}',
  'formCenter.log.changes.changed': 'Fields changed: {list}',
  'formCenter.log.changes.none': 'No change',
  'formCenter.log.searchFailed': 'The action log could not be loaded',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    formCenter: typeof messages;
  }
}
