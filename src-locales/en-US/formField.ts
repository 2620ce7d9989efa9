/** The dynamic form field types' words (01-platform §3), shared by every page that lists form records. */
const messages = {
  'formField.field': 'Form field',
  'formField.tc.agree': 'Agreed',
  'formField.tc.disagree': 'Not agreed',
  'formField.identity.mainland': 'Mainland ID card',
  'formField.identity.hkm': 'Hong Kong/Macau permit',
  'formField.identity.taiwan': 'Taiwan permit',
  'formField.identity.passport': 'Passport',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    formField: typeof messages;
  }
}
