import { createIntl } from 'react-intl';
import { areaMessages, signedInMessages as messages } from './areas';
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

describe('list totals', () => {
  it('group thousands in both languages', () => {
    const total = (locale: 'en-US' | 'zh-CN') =>
      createIntl({ locale, messages: messages[locale] }).formatMessage({ id: 'list.total' }, { total: 1404 });
    expect(total('en-US')).toBe('Total 1,404');
    expect(total('zh-CN')).toBe('共 1,404 条');
  });
});

describe('chooseLocale', () => {
  it('defaults to Chinese', () => expect(chooseLocale(null, 'de-DE')).toBe('zh-CN'));
  it('follows an English browser', () => expect(chooseLocale(null, 'en-GB')).toBe('en-US'));
  it('keeps the remembered choice', () => expect(chooseLocale('zh-CN', 'en-US')).toBe('zh-CN'));
  it('ignores a remembered value it does not know', () =>
    expect(chooseLocale('fr-FR', 'en-US')).toBe('en-US'));
});
