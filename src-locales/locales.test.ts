import { chooseLocale, messages } from './index';

describe('messages', () => {
  it('has every key in both languages', () => {
    const en = Object.keys(messages['en-US']).sort();
    const zh = Object.keys(messages['zh-CN']).sort();
    expect(en.filter((key) => !zh.includes(key))).toEqual([]);
    expect(zh.filter((key) => !en.includes(key))).toEqual([]);
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
