import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { renderApp } from 'test/renderApp';

const server = installMockBackend();

async function submitLogin(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login page', () => {
  it('asks for both fields', async () => {
    renderApp('/login');
    await submitLogin('', '');
    await screen.findByText('Please Input Email');
    expect(screen.getByText('Please Input Password')).toBeInTheDocument();
  });

  it('refuses an address that is not an e-mail, and keeps what was typed', async () => {
    renderApp('/login');
    await submitLogin('admin.moto.example', 'secret');
    await screen.findByText('Invalid Email');
    expect(screen.queryByText('Please Input Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('admin.moto.example');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
  });

  it('says Login Fail when the server refuses, and stays on the page', async () => {
    const { router } = renderApp('/login');
    await submitLogin('admin@moto.example', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Fail');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@moto.example');
  });

  it('says Network Failed when the server cannot be reached', async () => {
    server.use(http.post('*/api/v1/manager/login', () => HttpResponse.error()));
    renderApp('/login');
    await submitLogin('admin@moto.example', 'admin123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Failed');
  });

  it('says Network Failed when a gateway in front of the backend cannot reach it', async () => {
    server.use(
      http.post('*/api/v1/manager/login', () =>
        HttpResponse.json({ code: 502, msg: 'The backend cannot be reached' }, { status: 502 }),
      ),
    );
    renderApp('/login');
    await submitLogin('admin@moto.example', 'admin123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Failed');
  });

  it('says Unknown for an answer it cannot read', async () => {
    server.use(http.post('*/api/v1/manager/login', () => HttpResponse.text('<html>proxy error</html>')));
    renderApp('/login');
    await submitLogin('admin@moto.example', 'admin123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown');
  });

  it('lists the demo accounts and signs in with one, going back to where the operator was', async () => {
    const { router } = renderApp('/login?redirect=%2Faccount');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /viewer@moto\.example/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('viewer@moto.example');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    await screen.findByText('My account', {}, { timeout: 20000 });
  });

  it('speaks Chinese by default', async () => {
    renderApp('/login', { locale: 'zh-CN' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('请输入邮箱');
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });
});
