import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messages } from 'src-locales/index';
import { selectLocale } from 'src-models/preferences';
import { useAppSelector } from 'src/store/hooks';

export const REMEMBERED_LOCALE_KEY = 'backoffice.locale';

/** Our messages for the whole app; antd's and pro-components' texts follow in AntdLocale (signed-in part). */
export function LocaleProviders({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="zh-CN">
      {children}
    </IntlProvider>
  );
}
