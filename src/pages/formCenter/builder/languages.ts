import { createIntl, type IntlShape } from 'react-intl';
import en from 'src-locales/en-US/formBuilder';
import enFields from 'src-locales/en-US/formField';
import zh from 'src-locales/zh-CN/formBuilder';
import zhFields from 'src-locales/zh-CN/formField';
import type { MessageId } from 'src-locales/messageIds';

/** The two languages of a form's labels (translation.en and .zh) and the preview's words in each. */
export type FormLanguage = 'en' | 'zh';

export const FORM_LANGUAGES: Record<FormLanguage, { locale: string; messages: Record<string, string> }> = {
  en: { locale: 'en-US', messages: { ...enFields, ...en } },
  zh: { locale: 'zh-CN', messages: { ...zhFields, ...zh } },
};

const formatters: Partial<Record<FormLanguage, IntlShape>> = {};

/** A message in one of the form's languages, formatted (the production build ships messages parsed, not as text). */
function wordIn(language: FormLanguage, id: string): string | undefined {
  const { locale, messages } = FORM_LANGUAGES[language];
  if (!(id in messages)) return undefined;
  formatters[language] ??= createIntl({ locale, messages });
  // Asked only for the ids its messages hold (above).
  return formatters[language].formatMessage({ id: id as MessageId });
}

/** A new field's labels: its type's name in each language. */
export function defaultTranslation(type: string): { en: string; zh: string } {
  const id = `formBuilder.type.${type}`;
  return { en: wordIn('en', id) ?? type, zh: wordIn('zh', id) ?? type };
}
