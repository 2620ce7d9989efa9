/**
 * antd's styles, computed at build time instead of in the operator's browser (issue 10 §6: antd's runtime
 * styling cost ~300 ms of a list's first screen). Every antd component, and the pro-components the areas use,
 * is rendered once on the server; @ant-design/cssinjs then writes their CSS, ending with a map of what it
 * holds. Loaded before the first antd component renders, that map makes each component skip computing and
 * injecting its styles. A component or theme the sheet lacks (the test host's red header) styles itself at
 * run time, as before.
 *
 * Run by webpack.config.ts in a child process, with NODE_ENV set as the bundle's (antd names its classes
 * differently in development): `node --import tsx config/build/antdStyles.tsx` prints the CSS.
 */
// First, before antd and pro-components load: they style with the modules the bundle gives them.
import './bundleSwaps.register';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { PresetColors } from 'antd/lib/theme/interface';
import {
  ProCard,
  ProForm,
  ProFormDateTimeRangePicker,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProTable,
  QueryFilter,
} from '@ant-design/pro-components';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { THEME } from '../theme';

type AnyComponent = ComponentType<Record<string, unknown>>;
const components = antd as unknown as Record<string, AnyComponent>;

/**
 * The antd components the app renders (`grep "from 'antd'" src`) and those pro-components render inside; a
 * sheet of every antd component would be three times larger. One missing here still works: it styles itself.
 */
const USED = [
  ...['Alert', 'App', 'Avatar', 'Badge', 'Button', 'Card', 'Checkbox', 'Col', 'Collapse', 'ColorPicker'],
  'DatePicker',
  ...['Descriptions', 'Divider', 'Drawer', 'Dropdown', 'Empty', 'Form', 'Image', 'Input', 'InputNumber'],
  ...[
    'Layout',
    'List',
    'Menu',
    'Modal',
    'Pagination',
    'Popconfirm',
    'Popover',
    'Progress',
    'Radio',
    'Result',
  ],
  ...['Row', 'Segmented', 'Select', 'Skeleton', 'Slider', 'Space', 'Spin', 'Statistic', 'Steps', 'Switch'],
  'Table',
  ...['Tabs', 'Tag', 'TimePicker', 'Tooltip', 'Tree', 'Typography', 'Upload'],
];

/** Components that need something to render at all. */
const RENDER: Record<string, (Component: AnyComponent) => ReactNode> = {
  Affix: (Affix) => (
    <Affix>
      <div />
    </Affix>
  ),
  Dropdown: (Dropdown) => (
    <Dropdown menu={{ items: [] }}>
      <div />
    </Dropdown>
  ),
  Layout: (Layout) => (
    <Layout>
      <antd.Layout.Sider />
      <antd.Layout.Header />
    </Layout>
  ),
  // Each colour of a tag is a style of its own.
  Tag: (Tag) =>
    [...PresetColors, 'success', 'processing', 'error', 'warning', 'default'].map((color) => (
      <Tag key={color} color={color} />
    )),
  Menu: (Menu) => <Menu items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />,
  Tree: (Tree) => <Tree treeData={[]} />,
};

/**
 * Overlays render closed: a component registers its styles, its popup's included, whether open or not. Not
 * their panels (`_InternalPanelDoNotUseOrYouWillBeFired`): Modal's, Select's, the pickers' and InputNumber's
 * set a theme of their own (no motion, another z-index), whose token the browser never has, so it styled them
 * at run time (the coupon list's Modal).
 */
function antdGallery(): ReactNode {
  return USED.map((name) => {
    const Component = components[name];
    return <Fragment key={name}>{RENDER[name]?.(Component) ?? <Component />}</Fragment>;
  });
}

/** What the areas render of pro-components: a list with its toolbar and search, and editor forms. */
function proGallery(): ReactNode {
  return (
    <>
      <ProTable
        rowKey="id"
        columns={[{ title: 'a', dataIndex: 'a' }]}
        dataSource={[{ id: 1, a: 'a' }]}
        pagination={{ total: 1 }}
      />
      <ProForm>
        <ProFormText name="text" label="text" />
        <ProFormTextArea name="area" label="area" />
        <ProFormSelect name="select" label="select" options={[]} />
        <ProFormRadio.Group name="radio" label="radio" options={['a']} />
        <ProFormDateTimeRangePicker name="range" label="range" />
      </ProForm>
      <QueryFilter>
        <ProFormText name="text" label="text" />
      </QueryFilter>
      <ProCard title="card" />
    </>
  );
}

export function antdStaticCss(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <antd.ConfigProvider theme={THEME}>
        <antd.App>
          {antdGallery()}
          {proGallery()}
        </antd.App>
      </antd.ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true });
}

if (require.main === module) process.stdout.write(antdStaticCss());
