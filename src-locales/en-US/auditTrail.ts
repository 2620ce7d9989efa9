/** The moderation audit trail of a community record (issue 17). */
const messages = {
  'auditTrail.open': 'History',
  'auditTrail.title': 'History of {name}',
  'auditTrail.empty': 'No moderation yet',
  'auditTrail.failed': 'The history could not be loaded',
  'auditTrail.action.approve': 'Approved',
  'auditTrail.action.reject': 'Rejected: {detail}',
  'auditTrail.action.delete': 'Deleted',
  'auditTrail.action.blacklist': 'Added to the blacklist',
  'auditTrail.action.unblacklist': 'Removed from the blacklist',
  'auditTrail.action.pin': 'Pinned with weight {detail}',
  'auditTrail.action.unpin': 'Unpinned',
  'auditTrail.action.weight': 'Weight set to {detail}',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    auditTrail: typeof messages;
  }
}
