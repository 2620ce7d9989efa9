/**
 * The build's antd stylesheet covers what the lists and editors render, and ends with the map that lets each
 * of them skip computing its styles in the browser (@ant-design/cssinjs reads it at its first style).
 */
import { createElement, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from 'antd';
import { useToken } from 'antd/lib/theme/internal';
import { ProConfigProvider, ProProvider } from '@ant-design/pro-components';
import { THEME } from '../theme';
import { antdStaticCss } from './antdStyles';

const css = antdStaticCss();
const mapped = (/\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/.exec(css)?.[1] ?? '')
  .split(';')
  .map((entry) => entry.split(':')[0].split('|'));

it('holds the styles of the shell, the lists and the editors', () => {
  for (const selector of [
    '.ant-layout-sider',
    '.ant-menu',
    '.ant-btn',
    '.ant-table',
    '.ant-form-item',
    '.ant-tag-blue',
  ])
    expect(css).toContain(selector);
});

it('maps each component it holds, antd and pro-components alike', () => {
  const components = new Set(mapped.flat());
  // antd names a style `Button-Button`, pro-components `ProTable`.
  const holds = (name: string) =>
    [...components].some((part) => part === name || part.startsWith(`${name}-`));
  for (const name of ['Button', 'Table', 'Form', 'Menu', 'Layout', 'Tabs', 'Modal', 'ProTable', 'ProForm'])
    expect(holds(name) ? name : `${name} missing`).toBe(name);
});

/**
 * The token hashes components style with under the app's theme: antd's, in and out of pro-components' provider
 * (the same in production; under jest, NODE_ENV=test, pro-components turn off hashing inside), and
 * pro-components'.
 */
function tokenKeysOfTheApp(): string[] {
  const keys = new Set<string>();
  const tokenKey = (token: unknown) => (token as { _tokenKey: string })._tokenKey;
  // antd's components style with useToken's fourth, the derived token.
  const Antd = () => (keys.add(tokenKey(useToken()[3])), null);
  const Pro = () => (keys.add(tokenKey(useContext(ProProvider).token)), null);
  renderToString(
    createElement(
      ConfigProvider,
      { theme: THEME },
      createElement(Antd),
      createElement(ProConfigProvider, {
        needDeps: true,
        children: [createElement(Antd, { key: 'antd' }), createElement(Pro, { key: 'pro' })],
      }),
    ),
  );
  return [...keys];
}

it('maps no style under a token the browser lacks: each would compute and inject its styles at run time', () => {
  // Overlays' panels (`_InternalPanelDoNotUseOrYouWillBeFired`) set a theme of their own: their styles never hit.
  const tokens = new Set(mapped.filter(([, name]) => name !== 'ant-design-icons').map(([token]) => token));
  expect([...tokens].sort()).toEqual(tokenKeysOfTheApp().sort());
});
