import en from 'src-locales/en-US/config';
import zh from 'src-locales/zh-CN/config';
import { CONFIG_MESSAGES } from 'mock/handlers/configRules';
import { CONFIG_CHECKS, CONFIG_RULE_KEYS, type ConfigProblem } from './globalConfig';

/** What the form shows for a code: its English text. */
const say = (code: ConfigProblem) => en[CONFIG_RULE_KEYS[code]];

describe('the global config form rules', () => {
  it.each<[keyof typeof CONFIG_CHECKS, unknown, string | null]>([
    ['expireDay', undefined, 'Please input the expire day'],
    ['expireDay', null, 'Please input the expire day'],
    ['expireDay', '', 'Please input the expire day'],
    ['expireDay', 1.5, 'Please input the expire day'],
    ['expireDay', 'soon', 'Please input the expire day'],
    ['expireDay', -1, 'The expire day can not be less than 0'],
    ['expireDay', 0, null],
    ['expireDay', '9', null],
    ['couponMessage', undefined, null],
    ['couponMessage', 'x'.repeat(20), null],
    ['couponMessage', '优'.repeat(20), null],
    ['couponMessage', '🏍'.repeat(20), null],
    ['couponMessage', 'x'.repeat(21), 'The message can not exceed 20 characters'],
    ['couponMessage', '优'.repeat(21), 'The message can not exceed 20 characters'],
    ['feedTags', undefined, null],
    ['feedTags', ['1', '2', '3', '4', '5'], null],
    ['feedTags', ['1', '2', '3', '4', '5', ' '], null],
    ['feedTags', ['1', '2', '3', '4', '5', '6'], 'You can select 5 tags at most'],
    ['bannerUrl', undefined, 'Please upload the banner file'],
    ['bannerUrl', '  ', 'Please upload the banner file'],
    ['bannerUrl', '/api/v1/upload-center/files/x/a.png', null],
  ])('%s %j: %s', (check, value, message) => {
    const problem = CONFIG_CHECKS[check](value);
    expect(problem && say(problem)).toBe(message);
  });

  it('words every rule in both languages, the mock in the form’s English', () => {
    for (const code of Object.keys(CONFIG_RULE_KEYS) as ConfigProblem[]) {
      expect(say(code)).toBe(CONFIG_MESSAGES[code]);
      expect(zh[CONFIG_RULE_KEYS[code]]).toBeTruthy();
    }
    // The e-mail list's own two.
    expect(en['config.emails.required']).toBe(CONFIG_MESSAGES.emailsRequired);
    expect(en['config.emails.invalid']).toBe(CONFIG_MESSAGES.emailInvalid);
    expect([zh['config.emails.required'], zh['config.emails.invalid']].every(Boolean)).toBe(true);
  });
});
