/** Floors (issue 16): the floor list of a type, the floor editor's Setting tab and the preview-code popover. */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'floor.menu': 'Floors',
  'floor.menu.home': 'Home Page',
  'floor.menu.render': 'Render Pages',
};

const messages = {
  ...menu,
  'floor.field.title': 'Title',
  'floor.field.description': 'Description',
  'floor.field.visible': 'Visible',
  'floor.field.weight': 'Weight',
  'floor.field.online_at': 'Online at',
  'floor.field.offline_at': 'Offline at',
  'floor.field.id': 'ID',
  'floor.field.updated_at': 'Updated at',
  'floor.field.created_at': 'Created at',
  'floor.visibility': 'Visibility',
  'floor.visibility.online': 'Online',
  'floor.visibility.scheduled': 'Scheduled',
  'floor.visibility.expired': 'Expired',
  'floor.visibility.hidden': 'Hidden',
  'floor.searchFailed': 'The floors could not be loaded',
  'floor.create': 'Create Floor',

  'floor.editor.titleNew': 'New floor',
  'floor.editor.titleEdit': 'Floor: {title}',
  'floor.editor.page': 'Page {path}',
  'floor.back': 'Back',
  'floor.save': 'Save',
  'floor.tab.setting': 'Setting',
  'floor.tab.layout': 'Layout',
  'floor.loadFailed': 'The floor could not be loaded',

  'floor.form.schedule': 'Online / offline time',
  'floor.form.schedule.start': 'Online at',
  'floor.form.schedule.end': 'Offline at',
  'floor.form.share': 'Share',
  'floor.form.share.disallow': 'Disallow sharing',
  'floor.form.share.title': 'Share title',
  'floor.form.share.path': 'Share path',
  'floor.form.share.description': 'Share description',
  'floor.form.share.image': 'Share image',
  'floor.rule.titleRequired': 'Please input the title',
  'floor.rule.descriptionRequired': 'Please input the description',
  'floor.rule.scheduleRequired': 'Please choose the online and offline times',
  'floor.rule.scheduleOrder': 'The offline time must be after the online time',
  'floor.rule.weight': 'The weight must be a whole number of at least 0',

  'floor.preview': 'Preview code',
  'floor.preview.title': 'Preview code of this floor',
  'floor.preview.release': 'Release',
  'floor.preview.trial': 'Trial',
  'floor.preview.codeAlt': 'Preview code of the {version} version',
  'floor.preview.codeFailed': 'The preview code could not be loaded',
  'floor.preview.link': 'URL link',
  'floor.preview.linkFailed': 'The URL link could not be generated',
  'floor.preview.copy': 'Copy the URL link',
  'floor.preview.copied': 'Copied',
  'floor.preview.trialCap': 'A trial version link opens at most 3 million times a day per mini-program.',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    floor: typeof messages;
  }
}
