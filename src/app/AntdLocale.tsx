import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import { Provider as MotionProvider } from 'rc-motion';
import { THEME } from 'config/theme';
import 'dayjs/locale/zh-cn';
import { selectLocale } from 'src-models/preferences';
import { useAppSelector } from 'src/store/hooks';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/**
 * antd's texts, and pro-components' (which read antd's locale), switch with the app's language; its popups and
 * dialogs open without motion when the operator's system asks for reduced motion. (Not through the theme's
 * `motion` token: that would change the theme's hash, and the first screen's pre-built styles would miss.)
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
  }, [locale]);
  return (
    // No space put between two Chinese characters of a button: a screen reader would read '保 存' as two words.
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={THEME} button={{ autoInsertSpace: false }}>
      <MotionProvider motion={!reducedMotion}>
        <AntApp>{children}</AntApp>
      </MotionProvider>
    </ConfigProvider>
  );
}
