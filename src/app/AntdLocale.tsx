import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { selectLocale } from 'src-models/preferences';
import { useAppSelector } from 'src/store/hooks';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/**
 * The brand red, and colours dark enough for text to read on white and on antd's light greys (WCAG AA, 4.5:1;
 * axe checks every page in e2e/a11y.e2e.ts): antd's defaults for secondary text, placeholders, disabled
 * controls, links (#1677ff), errors (#ff4d4f) and the green and orange of tags are lighter than that.
 */
const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#c8102e',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.55)',
    green7: '#237804',
    orange7: '#ad4e00',
    blue7: '#0958d9',
  },
};

/** antd's texts, and pro-components' (which read antd's locale), switch with the app's language. */
export function AntdLocale({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
  }, [locale]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
