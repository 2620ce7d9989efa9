import en from 'src-locales/en-US/formBuilder';
import enFields from 'src-locales/en-US/formField';
import zh from 'src-locales/zh-CN/formBuilder';
import zhFields from 'src-locales/zh-CN/formField';

/** The two languages of a form's labels (translation.en and .zh) and the preview's words in each. */
export type FormLanguage = 'en' | 'zh';

export const FORM_LANGUAGES: Record<FormLanguage, { locale: string; messages: Record<string, string> }> = {
  en: { locale: 'en-US', messages: { ...enFields, ...en } },
  zh: { locale: 'zh-CN', messages: { ...zhFields, ...zh } },
};

/** A new field's labels: its type's name in each language. */
export function defaultTranslation(type: string): { en: string; zh: string } {
  const id = `formBuilder.type.${type}` as keyof typeof en;
  return { en: en[id] ?? type, zh: zh[id] ?? type };
}
