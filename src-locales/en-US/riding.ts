/** The riding area: the Regular Riding List and a ride's marks (03-community-analytics §2.2, §8). */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'riding.menu': 'Riding',
};

const messages = {
  ...menu,
  'riding.tab.regular': 'Regular Riding List',
  'riding.searchFailed': 'The rides could not be loaded',
  'riding.updated': 'update successfully',
  'riding.updateFailed': 'update failed',
  'riding.deleted': 'delete successfully',
  'riding.deleteFailed': 'delete failed',

  'riding.field.nick_name': 'Rider',
  'riding.field.unionid': 'Union ID',
  'riding.field.motorcycle_model_name': 'Motorcycle model',
  'riding.field.mileage': 'Mileage (km)',
  'riding.field.duration': 'Duration',
  'riding.field.max_speed': 'Max speed (km/h)',
  'riding.field.state': 'State',
  'riding.field.start_time': 'Start time',
  'riding.field.end_time': 'End time',
  'riding.field.updated_at': 'Updated at',
  'riding.field.actions': 'Actions',
  'riding.state.riding': 'Riding',
  'riding.state.over': 'Over',
  'riding.blacklisted': 'Blacklisted',
  'riding.deletedTag': 'Deleted',

  'riding.one': 'Showing the ride {id} only',
  'riding.showRegular': 'Show the regular riding list',

  'riding.marks': 'Marks ({count})',
  'riding.marks.title': 'Marks of the ride by {name}',
  'riding.marks.empty': 'No marks on this ride',
  'riding.marks.position': 'Position',
  'riding.marks.time': 'Marked at',
  'riding.marks.image': 'Photo {index} of "{title}"',

  'riding.delete': 'Delete',
  'riding.delete.confirmTitle': 'Delete this ride?',
  'riding.delete.confirm': 'The ride of {name} started {time} will be deleted.',
  'riding.black.add': 'Add to blacklist',
  'riding.black.addTitle': 'Add this ride to the blacklist?',
  'riding.black.addConfirm': 'The ride of {name} started {time} will leave the regular riding list.',
  'riding.black.remove': 'Remove from blacklist',
  'riding.black.removeTitle': 'Remove this ride from the blacklist?',
  'riding.black.removeConfirm': 'The ride of {name} started {time} will count as a regular ride again.',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    riding: typeof messages;
  }
}
