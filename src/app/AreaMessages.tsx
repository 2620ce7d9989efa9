import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { areaMessages } from 'src-locales/areas';
import { platformMessages } from 'src-locales/index';
import { selectLocale } from 'src-models/preferences';
import { useAppSelector } from 'src/store/hooks';

/** The areas' messages beside the platform's, for the signed-in part: they load with the shell. */
export function AreaMessages({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  return (
    <IntlProvider
      locale={locale}
      messages={{ ...platformMessages[locale], ...areaMessages[locale] }}
      defaultLocale="zh-CN"
    >
      {children}
    </IntlProvider>
  );
}
