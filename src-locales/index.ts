import enPlatform from './en-US/platform';
import zhPlatform from './zh-CN/platform';

export type LocaleCode = 'zh-CN' | 'en-US';
export const LOCALES: readonly LocaleCode[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: LocaleCode = 'zh-CN';

export type Messages = Record<LocaleCode, Record<string, string>>;

/**
 * The platform's messages per language (login, shell, errors): all the login page shows. The areas' messages
 * (areas.ts) come with the signed-in shell.
 */
export const platformMessages: Messages = { 'en-US': enPlatform, 'zh-CN': zhPlatform };

/** The remembered choice, else English for an English browser, else Chinese (01-platform §1). */
export function chooseLocale(remembered: string | null, browserLanguage: string | undefined): LocaleCode {
  if (remembered && (LOCALES as readonly string[]).includes(remembered)) return remembered as LocaleCode;
  return browserLanguage?.toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LOCALE;
}
