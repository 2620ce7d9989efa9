import { useState } from 'react';
import {
  App,
  Button,
  ConfigProvider,
  Dropdown,
  Layout,
  Menu,
  Typography,
  type MenuProps,
  type ThemeConfig,
} from 'antd';
import {
  AppstoreOutlined,
  CalendarOutlined,
  DownloadOutlined,
  FormOutlined,
  LogoutOutlined,
  MessageOutlined,
  QrcodeOutlined,
  TagsOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { isTestHost } from 'config/env';
import { menus, type MenuEntry, type SubApp } from 'src/routes';
import { logoutRequested, selectOperator, selectPrivileges } from 'src-models/session';
import { selectLocale } from 'src-models/preferences';
import { useAppDispatch, useAppSelector, useAppStore } from 'src/store/hooks';
import { LanguageSwitch } from 'src/components/LanguageSwitch';
import { loadSignedInMessages } from 'src-locales/signedIn';
import { appOfPath, selectedMenuKeys, visibleApps, visibleMenus } from './navigation';
import { Logo } from './Logo';
import './shell.css';
import type { MessageId } from 'src-locales/messageIds';
import { linkTo } from 'src/routes/links';

/** The test host's red header: its menu, buttons and texts in white, which reads on the red (5.9:1). */
const ON_RED: ThemeConfig = {
  components: {
    Button: { colorText: '#fff', textTextColor: '#fff', textTextHoverColor: '#fff' },
    Menu: {
      itemColor: '#fff',
      itemHoverColor: '#fff',
      itemSelectedColor: '#fff',
      horizontalItemSelectedColor: '#fff',
      horizontalItemHoverColor: '#fff',
    },
  },
};

const APP_ICONS: Record<SubApp, React.ReactNode> = {
  scrm: <AppstoreOutlined />,
  'reservation-center': <CalendarOutlined />,
  'form-center': <FormOutlined />,
  'channel-center': <QrcodeOutlined />,
  'subscribe-msg-center': <MessageOutlined />,
  'tag-center': <TagsOutlined />,
};

function toMenuItems(entries: readonly MenuEntry[], label: (key: MessageId) => string): MenuProps['items'] {
  return entries.map((entry) =>
    entry.children
      ? { key: entry.key, label: label(entry.labelKey), children: toMenuItems(entry.children, label) }
      : { key: entry.key, label: <Link to={entry.path ?? '/'}>{label(entry.labelKey)}</Link> },
  );
}

/** The two shells of 01-platform §2: the side bar of sub-applications and the header with the area menus. */
export default function Shell() {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const operator = useAppSelector(selectOperator);
  const privileges = useAppSelector(selectPrivileges);
  const [collapsed, setCollapsed] = useState(false);
  const { message } = App.useApp();

  const allowedMenus = visibleMenus(menus, privileges);
  const currentApp = appOfPath(allowedMenus, pathname);
  const appMenus = allowedMenus.filter((entry) => entry.app === currentApp);
  const testHost = isTestHost(window.location.hostname);
  const logOut = () => dispatch(logoutRequested());
  // For a bug report: what this session did, without private data (src-models/sessionRecord), loaded on the click.
  const downloadRecord = () =>
    import(/* webpackChunkName: "session-record" */ './sessionRecordDownload')
      .then(({ downloadSessionRecord }) =>
        downloadSessionRecord(store.sessionRecord, {
          route: pathname,
          locale: selectLocale(store.getState()),
        }),
      )
      .catch(() => message.error(label('shell.downloadRecordFailed')));

  const header = (
    <Layout.Header
      data-test-host={testHost ? 'true' : 'false'}
      style={{
        background: testHost ? '#c8102e' : '#f0f2f5',
        color: testHost ? '#fff' : undefined,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '0 16px',
      }}
    >
      <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Logo />
        <Typography.Text strong style={{ whiteSpace: 'nowrap', color: testHost ? '#fff' : undefined }}>
          <FormattedMessage id="app.title" />
        </Typography.Text>
      </Link>
      <Menu
        mode="horizontal"
        // Header items show their whole label: no title tooltips.
        _internalDisableMenuItemTitleTooltip
        aria-label={label('shell.menu')}
        style={{ flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' }}
        selectedKeys={selectedMenuKeys(appMenus, pathname)}
        items={toMenuItems(appMenus, label)}
      />
      <LanguageSwitch
        prepare={(locale) =>
          loadSignedInMessages(locale).catch((error: unknown) => {
            message.error(label('shell.languageFailed'));
            throw error;
          })
        }
      />
      <Dropdown
        menu={{
          items: [
            {
              key: 'account',
              icon: <UserOutlined />,
              label: <Link to={linkTo('/account')}>{label('account.title')}</Link>,
            },
            {
              key: 'sessionRecord',
              icon: <DownloadOutlined />,
              label: label('shell.downloadRecord'),
              onClick: downloadRecord,
            },
            { key: 'logout', icon: <LogoutOutlined />, label: label('shell.logout'), onClick: logOut },
          ],
        }}
      >
        <Button type="text" icon={<UserOutlined />}>
          {operator?.name}
        </Button>
      </Dropdown>
    </Layout.Header>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        theme="light"
        width={200}
        aria-label={label('shell.apps')}
      >
        <Menu
          mode="inline"
          // A title tooltip per item is of use only while the side bar is collapsed to its icons.
          _internalDisableMenuItemTitleTooltip={!collapsed}
          selectedKeys={[currentApp]}
          items={[
            ...visibleApps(allowedMenus).map((app) => ({
              key: app,
              icon: APP_ICONS[app],
              label: label(`shell.app.${app}`),
            })),
            { type: 'divider' as const },
            { key: 'logout', icon: <LogoutOutlined />, label: label('shell.logout'), danger: true },
          ]}
          onClick={({ key }) => (key === 'logout' ? logOut() : navigate(`/${key}`))}
        />
      </Layout.Sider>
      <Layout>
        {testHost ? <ConfigProvider theme={ON_RED}>{header}</ConfigProvider> : header}
        {/* The route drawn, for the browser tests: a navigation shows the previous page until the next is ready. */}
        <Layout.Content style={{ padding: 16 }} data-route={pathname + search}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
