/** The global config page (01-platform §2, §5) and the reservation policy editor (03-community-analytics §2.9). */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'config.menu': 'Config',
  'config.policy.menu': 'Reservation Policy',
};

const messages = {
  ...menu,
  'config.title': 'Global config',
  'config.save': 'Save',
  'config.cancel': 'Cancel',
  'config.retry': 'Retry',
  'config.loadFailed': 'The config could not be loaded',
  'config.readOnly': 'You may read the config; saving it needs the save-config permission.',

  'config.terms.title': 'Terms and Protocols',
  'config.terms.edit': 'Edit terms',
  'config.terms.view': 'View terms',
  'config.terms.save': 'Save terms',
  'config.terms.saved': 'Terms saved',
  'config.terms.hint': 'The terms are saved at once with their own Save, apart from the rest of the config.',
  'config.terms.loadFailed': 'The terms could not be loaded',

  'config.menus.title': 'Mini-program menus',
  'config.menus.home': 'Home floor',

  'config.share.title': 'Share info of the motorcycle list page',
  'config.share.disabled': 'Sharing disabled',
  'config.share.shareTitle': 'Title',
  'config.share.path': 'Path',
  'config.share.description': 'Description',
  'config.share.image': 'Image',

  'config.coupon.title': 'Coupon configuration',
  'config.coupon.expireDay': 'Expiry reminder (days before)',
  'config.coupon.expireDayRequired': 'Please input the expire day',
  'config.coupon.expireDayMin': 'The expire day can not be less than 0',
  'config.coupon.expireMsg': 'Expiry message',
  'config.coupon.pickMsg': 'Pick-up message',
  'config.coupon.messageTooLong': 'The message can not exceed 20 characters',

  'config.tags.title': 'Community tag configuration',
  'config.tags.scope': 'Tag center scope',
  'config.tags.ids': 'Community tags',
  'config.tags.tooMany': 'You can select 5 tags at most',

  'config.popup.title': 'Community popup action',

  'config.banners.title': 'Community banners',
  'config.banners.loop': 'Loop the banners',
  'config.banners.add': 'Add a banner',
  'config.banners.item': 'Banner {number}',
  'config.banners.remove': 'Remove banner {number}',
  'config.banners.type': 'Type',
  'config.banners.type.image': 'Image',
  'config.banners.type.video': 'Video',
  'config.banners.image': 'Image',
  'config.banners.video': 'Video',
  'config.banners.poster': 'Poster',
  'config.banners.urlRequired': 'Please upload the banner file',

  'config.garage.title': 'Garage',
  'config.garage.authority': 'Vehicle binding authorisation',
  'config.garage.form': 'Complaint form campaign',

  'config.other.title': 'Other config',
  'config.other.businessTime': 'Customer service time',
  'config.other.businessTime.placeholder': 'e.g. Mon-Fri 09:00-18:00',
  'config.emails.label': 'Client e-mails',
  'config.emails.item': 'Client e-mail {number}',
  'config.emails.add': 'Add an e-mail',
  'config.emails.remove': 'Remove e-mail {number}',
  'config.emails.required': 'Please config one email at least',
  'config.emails.invalid': 'Invalid email',

  'config.policy.titleNew': 'New reservation policy',
  'config.policy.titleEdit': 'Reservation policy {id}',
  'config.policy.content': 'Policy',
  'config.policy.contentRequired': 'The policy content is required',
  'config.policy.open': 'Open',
  'config.policy.openPlaceholder': 'Policy id',
  'config.policy.new': 'New policy',
  'config.policy.preview': 'Preview',
  'config.policy.previewError': 'Error',
  'config.policy.saved': 'Save Successfully',
  'config.policy.saveFailed': 'Save failed, please try again later',
  'config.policy.loadFailed': 'The policy could not be loaded',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    config: typeof messages;
  }
}
