import enPlatform from './en-US/platform';
import zhPlatform from './zh-CN/platform';
import enTracking from './en-US/tracking';
import zhTracking from './zh-CN/tracking';

export type LocaleCode = 'zh-CN' | 'en-US';
export const LOCALES: readonly LocaleCode[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: LocaleCode = 'zh-CN';

/** Messages per language: flat dotted keys, one file per area, merged here. */
export const messages: Record<LocaleCode, Record<string, string>> = {
  'en-US': { ...enPlatform, ...enTracking },
  'zh-CN': { ...zhPlatform, ...zhTracking },
};

/** The remembered choice, else English for an English browser, else Chinese (01-platform §1). */
export function chooseLocale(remembered: string | null, browserLanguage: string | undefined): LocaleCode {
  if (remembered && (LOCALES as readonly string[]).includes(remembered)) return remembered as LocaleCode;
  return browserLanguage?.toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LOCALE;
}
