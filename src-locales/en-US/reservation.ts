/** Reservation records (02-operations §2 screen 6): two tabs by dealer coverage, columns from the form. */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'reservation.menu': 'Reservations',
};

const messages = {
  ...menu,
  'reservation.tab.hasDealer': 'Has Dealer',
  'reservation.tab.noDealer': 'No Dealer',
  'reservation.field.created_at': 'Created At',
  'reservation.field.status': 'Status',
  'reservation.field.metadata.store_name': 'Store',
  'reservation.field.metadata.motorcycle_name': 'Motorcycle',
  'reservation.field.metadata.referer': 'Referer',
  'reservation.field.mini_profile.nickname': 'Nickname',
  'reservation.field.metadata.motorcycle_image': 'Motorcycle image',
  'reservation.field.mini_profile.avatar_url': 'Avatar',
  'reservation.field.mini_profile.openid': 'OpenID',
  'reservation.field.mini_profile.unionid': 'UnionID',
  'reservation.motorcycleImageAlt': 'Picture of {motorcycle}',
  'reservation.avatarAlt': 'Avatar of {name}',
  'reservation.status.pending': 'Pending',
  'reservation.status.approved': 'Approved',
  'reservation.status.rejected': 'Rejected',
  'reservation.status.canceled': 'Canceled',
  'reservation.status.complete': 'Complete',
  'reservation.status.noshow': 'No show',
  'reservation.referer.ad202309': 'Advertising campaign 2023-09',
  'reservation.searchFailed': 'The reservation records could not be loaded',
  'reservation.configFailed': 'The reservation settings could not be loaded',
  'reservation.activityFailed': 'The reservation form could not be loaded',
  'reservation.noActivity': 'No reservation activity is set for this tab',
  'reservation.noActivityHint': 'Choose the activity in the global config (reservation activity ids).',
  'reservation.export': 'Export',
  'reservation.export.succeeded': 'Export succeeded',
  'reservation.export.failed': 'Export failed: {reason}',
  'reservation.export.failedUnknown': 'Export failed: unknown error',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    reservation: typeof messages;
  }
}
