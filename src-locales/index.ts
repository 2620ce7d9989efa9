import enPlatform from './en-US/platform';
import zhPlatform from './zh-CN/platform';
import enTracking from './en-US/tracking';
import zhTracking from './zh-CN/tracking';
import enList from './en-US/list';
import zhList from './zh-CN/list';
import enCoupon from './en-US/coupon';
import zhCoupon from './zh-CN/coupon';
import enEditors from './en-US/editors';
import zhEditors from './zh-CN/editors';
import enConfig from './en-US/config';
import zhConfig from './zh-CN/config';

export type LocaleCode = 'zh-CN' | 'en-US';
export const LOCALES: readonly LocaleCode[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: LocaleCode = 'zh-CN';

/** Messages per language: flat dotted keys, one file per area, merged here. */
export const messages: Record<LocaleCode, Record<string, string>> = {
  'en-US': { ...enPlatform, ...enTracking, ...enList, ...enCoupon, ...enEditors, ...enConfig },
  'zh-CN': { ...zhPlatform, ...zhTracking, ...zhList, ...zhCoupon, ...zhEditors, ...zhConfig },
};

/** The remembered choice, else English for an English browser, else Chinese (01-platform §1). */
export function chooseLocale(remembered: string | null, browserLanguage: string | undefined): LocaleCode {
  if (remembered && (LOCALES as readonly string[]).includes(remembered)) return remembered as LocaleCode;
  return browserLanguage?.toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LOCALE;
}
