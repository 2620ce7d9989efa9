import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { platformMessages } from 'src-locales/index';
import { selectLocale } from 'src-models/preferences';
import { useAppSelector } from 'src/store/hooks';

export const REMEMBERED_LOCALE_KEY = 'backoffice.locale';

/**
 * The platform's messages (all the login page shows); the signed-in part adds the areas' (AreaMessages), and
 * antd's and pro-components' texts follow in AntdLocale.
 */
export function LocaleProviders({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} messages={platformMessages[locale]} defaultLocale="zh-CN">
      {children}
    </IntlProvider>
  );
}
