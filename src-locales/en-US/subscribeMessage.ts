/** The subscribe-message editor and its phone preview (03-community-analytics §2.6, §5 placeholders). */
const messages = {
  'subscribeMessage.activity': 'Activity',
  'subscribeMessage.activityRequired': 'Please choose an activity',
  'subscribeMessage.template': 'Template',
  'subscribeMessage.page': 'Page path',
  'subscribeMessage.pageInvalid': 'possible path error, contains spaces, illegal characters, etc.',
  'subscribeMessage.version': 'Version',
  'subscribeMessage.version.developer': 'Developer',
  'subscribeMessage.version.trail': 'Trial',
  'subscribeMessage.version.formal': 'Formal',
  'subscribeMessage.language': 'Language',
  'subscribeMessage.language.zh_CN': 'Simplified Chinese (zh_CN)',
  'subscribeMessage.language.zh_TW': 'Traditional Chinese, Taiwan (zh_TW)',
  'subscribeMessage.language.zh_HK': 'Traditional Chinese, Hong Kong (zh_HK)',
  'subscribeMessage.language.en_US': 'English (en_US)',
  'subscribeMessage.preview': 'Phone preview',
  'subscribeMessage.preview.noTemplate': 'Choose an activity to see its message',
  'subscribeMessage.preview.open': 'Open the mini program',
  'subscribeMessage.tip.thing': 'Up to 20 characters',
  'subscribeMessage.tip.number': 'Digits, with decimals if needed, up to 32 characters',
  'subscribeMessage.tip.letter': '1 to 32 letters',
  'subscribeMessage.tip.symbol': 'Up to 5 symbols, without spaces or Chinese',
  'subscribeMessage.tip.character_string': '1 to 32 letters, digits or symbols, without spaces or Chinese',
  'subscribeMessage.tip.time': 'Please input a time, e.g. 15:01 or 2019-10-01 15:01',
  'subscribeMessage.tip.date': 'Please input a date, e.g. 2019-10-01',
  'subscribeMessage.tip.amount': 'An amount of up to 12 characters, e.g. ¥100.00',
  'subscribeMessage.tip.phone_number': 'A phone number of up to 17 characters',
  'subscribeMessage.tip.car_number': 'A licence plate of 7 or 8 characters, e.g. 粤A8Z888',
  'subscribeMessage.tip.name': 'A name of up to 20 characters',
  'subscribeMessage.tip.phrase': '1 to 5 Chinese characters',
  'subscribeMessage.tip.unknown': 'Please input a value',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    subscribeMessage: typeof messages;
  }
}
