import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockBackend } from 'mock/node';
import type { LocaleCode } from 'src-locales/index';
import { renderApp } from 'test/renderApp';
import { signIn } from 'test/signIn';
import { REMEMBERED_LOCALE_KEY } from './LocaleProviders';

// Only the shown language's messages come with the shell; the other's load when the operator switches.
let mockOffline = false;
jest.mock('src-locales/signedIn', () => {
  const actual = jest.requireActual('src-locales/signedIn');
  return {
    ...actual,
    loadSignedInMessages: (locale: LocaleCode) =>
      mockOffline ? Promise.reject(new Error('offline')) : actual.loadSignedInMessages(locale),
  };
});

installMockBackend();

beforeEach(() => {
  mockOffline = false;
  localStorage.removeItem(REMEMBERED_LOCALE_KEY);
});

describe('the language switch in the shell', () => {
  it('stays in the shown language, and says so, when the other cannot be loaded', async () => {
    await signIn('admin');
    renderApp('/account', { locale: 'zh-CN' });
    await screen.findByText('我的账号', {}, { timeout: 20_000 });
    mockOffline = true;

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByText('另一种语言加载失败，请检查网络后重试')).toBeInTheDocument();
    expect(screen.getByText('我的账号')).toBeInTheDocument();
    expect(localStorage.getItem(REMEMBERED_LOCALE_KEY)).toBeNull();
  });

  it('loads the other language, shows it and remembers it', async () => {
    await signIn('admin');
    renderApp('/account', { locale: 'zh-CN' });
    await screen.findByText('我的账号', {}, { timeout: 20_000 });

    await act(() => userEvent.click(screen.getByRole('button', { name: 'English' })));

    expect(await screen.findByText('My account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中文' })).toBeInTheDocument();
    expect(localStorage.getItem(REMEMBERED_LOCALE_KEY)).toBe('en-US');
  });
});
