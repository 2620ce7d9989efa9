import { Segmented, theme, Typography } from 'antd';
import { memo, useId, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { FormField } from 'config/formFields';
import { FORM_LANGUAGES, type FormLanguage } from '../languages';
import { PreviewForm } from './PreviewForm';
import { useT } from 'src/components/useT';

/** Each language named in itself, as the language switch of the shell does. */
const LANGUAGE_OPTIONS = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/**
 * The form as a user of the mini-program sees it, in a 375 px wide phone frame, in either language: fillable,
 * and its Submit checks every answer as the mini-program does.
 */
export const PhonePreview = memo(function PhonePreview({
  fields,
  ids,
}: {
  fields: readonly FormField[];
  /** The builder's stable id of each field (PreviewForm). */
  ids?: readonly number[];
}) {
  const t = useT();
  const { token } = theme.useToken();
  const titleId = useId();
  const [language, setLanguage] = useState<FormLanguage>('zh');
  const { locale, messages } = FORM_LANGUAGES[language];
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={5} id={titleId}>
        {t('formBuilder.preview.title')}
      </Typography.Title>
      <div role="group" aria-label={t('formBuilder.preview.language')} style={{ marginBottom: 8 }}>
        <Segmented
          options={LANGUAGE_OPTIONS}
          value={language}
          onChange={(value) => setLanguage(value as FormLanguage)}
        />
      </div>
      <div
        role="region"
        aria-label={t('formBuilder.preview.frame')}
        lang={locale}
        style={{
          width: 375,
          maxWidth: '100%',
          minHeight: 560,
          padding: 16,
          border: `8px solid ${token.colorTextBase}`,
          borderRadius: 32,
          background: token.colorBgContainer,
          overflowY: 'auto',
        }}
      >
        <IntlProvider locale={locale} messages={messages}>
          <PreviewForm fields={fields} ids={ids} language={language} />
        </IntlProvider>
      </div>
    </section>
  );
});
