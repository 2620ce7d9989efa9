import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { platformMessages, type LocaleCode } from 'src-locales/index';
import { selectLocale } from 'src-models/preferences';
import { useAppSelector } from 'src/store/hooks';

export const REMEMBERED_LOCALE_KEY = 'backoffice.locale';

const platformMessagesOf = (locale: LocaleCode) => platformMessages[locale];

/**
 * Our messages: the platform's (all the login page shows) unless told otherwise; the signed-in part gives the
 * areas' too (src-locales/signedIn.ts), and antd's and pro-components' texts follow in AntdLocale.
 */
export function LocaleProviders({
  messagesOf = platformMessagesOf,
  children,
}: {
  messagesOf?: (locale: LocaleCode) => Record<string, string>;
  children: ReactNode;
}) {
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} messages={messagesOf(locale)} defaultLocale="zh-CN">
      {children}
    </IntlProvider>
  );
}
