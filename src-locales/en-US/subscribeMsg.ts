/** The subscribe-message center: its activities and one activity's message (03-community-analytics §2.6). */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'subscribeMsg.menu': 'Activities',
};

const messages = {
  ...menu,
  'subscribeMsg.title': 'Subscribe Message',
  'subscribeMsg.loading': 'Loading...',
  'subscribeMsg.searchFailed': 'The subscribe-message activities could not be loaded',

  'subscribeMsg.field.name': 'Activity',
  'subscribeMsg.field.tpl_id': 'Template ID',
  'subscribeMsg.field.updated_at': 'Updated at',
  'subscribeMsg.field.actions': 'Actions',
  'subscribeMsg.open': 'Details',

  'subscribeMsg.back': 'Back to the activities',
  'subscribeMsg.detail.title': 'Activity: {name}',
  'subscribeMsg.detail.loadFailed': 'The subscribe-message activity could not be loaded',
  'subscribeMsg.detail.save': 'Save',
  'subscribeMsg.detail.saved': 'Save Successfully',
  'subscribeMsg.detail.saveFailed': 'Save failed, please try again later',
  'subscribeMsg.detail.message': 'The message it sends',

  'subscribeMsg.template.heading': 'Template',
  'subscribeMsg.template.title': 'Title',
  'subscribeMsg.template.content': 'Content',
  'subscribeMsg.template.example': 'Example',
  'subscribeMsg.template.missing':
    "The template {id} is not among the mini-program's templates: its placeholders cannot be filled",
  'subscribeMsg.template.loadFailed': 'The templates could not be loaded',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    subscribeMsg: typeof messages;
  }
}
