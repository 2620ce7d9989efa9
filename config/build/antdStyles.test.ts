/**
 * The build's antd stylesheet covers what the lists and editors render, and ends with the map that lets each
 * of them skip computing its styles in the browser (@ant-design/cssinjs reads it at its first style).
 */
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
