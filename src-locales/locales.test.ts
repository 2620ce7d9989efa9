import { areaMessages, signedInMessages as messages } from 'test/allMessages';
import { chooseLocale, platformMessages } from './index';

describe('messages', () => {
  it('has every key in both languages', () => {
    const en = Object.keys(messages['en-US']).sort();
    const zh = Object.keys(messages['zh-CN']).sort();
    expect(en.filter((key) => !zh.includes(key))).toEqual([]);
    expect(zh.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('never gives a key of the platform a second text in an area', () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const platformKeys = Object.keys(platformMessages[locale]);
      expect(platformKeys.filter((key) => key in areaMessages[locale])).toEqual([]);
    }
  });

  it('has no empty text', () => {
    for (const table of Object.values(messages)) {
      expect(Object.entries(table).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });
});

describe('chooseLocale', () => {
  it('defaults to Chinese', () => expect(chooseLocale(null, 'de-DE')).toBe('zh-CN'));
  it('follows an English browser', () => expect(chooseLocale(null, 'en-GB')).toBe('en-US'));
  it('keeps the remembered choice', () => expect(chooseLocale('zh-CN', 'en-US')).toBe('zh-CN'));
  it('ignores a remembered value it does not know', () =>
    expect(chooseLocale('fr-FR', 'en-US')).toBe('en-US'));
});
