import type { ThemeConfig } from 'antd';

/**
 * The brand red, and colours dark enough for text to read on white and on antd's light greys (WCAG AA, 4.5:1;
 * axe checks every page in e2e/a11ySweep.ts): antd's defaults for secondary text, placeholders, disabled
 * controls, links (#1677ff), errors (#ff4d4f) and the green and orange of tags are lighter than that.
 */
export const THEME: ThemeConfig = {
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
