/** The store area: the store list and form, and one store's staff (02-operations §2 screens 7 and 8, §5). */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'store.menu': 'Stores',
};

const messages = {
  ...menu,
  'store.sheet': 'Stores',
  'store.create': 'Add Store',
  'store.staff': 'Staff',

  'store.field.actions': 'Actions',
  'store.field.cover_image': 'Cover image',
  'store.field.name': 'Store name',
  'store.field.province': 'Province',
  'store.field.city': 'City',
  'store.field.detail_address': 'Detailed address',
  'store.field.phone': 'Phone',
  'store.field.dealer_mails': 'Dealer e-mails',
  'store.field.business_hours': 'Business hours',
  'store.field.location': 'Location',
  'store.field.location.latitude': 'Latitude',
  'store.field.location.longitude': 'Longitude',
  'store.field.doc_ids': 'Clubs',
  'store.field.disabled': 'Disabled',
  'store.field.created_at': 'Created at',
  'store.field.updated_at': 'Updated at',
  'store.status.enabled': 'Enabled',
  'store.status.disabled': 'Disabled',

  'store.form.createTitle': 'Add Store',
  'store.form.editTitle': 'Edit Store',
  'store.form.mail': 'Dealer e-mail {number}',
  'store.form.addMail': 'Add an e-mail',
  'store.form.removeMail': 'Remove e-mail {number}',
  'store.form.businessHoursHint': 'For example 09:00-18:00',

  'store.rule.nameRequired': 'Please input the store name',
  'store.rule.coverRequired': 'Please upload the cover image',
  'store.rule.provinceRequired': 'Please choose the province',
  'store.rule.cityRequired': 'Please choose the city',
  'store.rule.addressRequired': 'Please input the detailed address',
  'store.rule.phoneRequired': 'Please input the phone',
  'store.rule.mailsRequired': 'Please input at least one dealer email',
  'store.rule.mailInvalid': 'Invalid email',

  'store.staff.back': 'Back',
  'store.staff.subtitle': 'Staff',
  'store.staff.sheet': 'Clerks',
  'store.staff.loadFailed': 'The store could not be loaded',
  'store.staff.cancel': 'Cancel clerk',
  'store.staff.cancelConfirm': 'Are you sure to cancel?',
  'store.staff.cancelContent': '{name} will no longer be a clerk of this store.',
  'store.staff.cancelled': 'Cancelled successfully',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    store: typeof messages;
  }
}
