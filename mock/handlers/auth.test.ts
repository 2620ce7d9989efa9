import { ALL_PRIVILEGES, PRIVILEGES } from '../../config/privileges';
import type { DemoAccount, Operator } from '../../src-services/types';
import { searchHandlerFor } from '../lib/searchHandler';
import { installMockBackend } from '../node';
import { call, ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';

const server = installMockBackend();

describe('manager login, me and logout', () => {
  it('logs in, sets an HttpOnly session cookie and answers the operator', async () => {
    const response = await fetch(`${ORIGIN}/api/v1/manager/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Admin@Moto.example ', password: 'admin123' }),
    });
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^sid=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const body = (await response.json()) as { code: number; data: Operator };
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: 'op-admin',
      email: 'admin@moto.example',
      name: '王磊 Wang Lei',
      privileges: [...ALL_PRIVILEGES],
    });
    expect(body.data).not.toHaveProperty('password');
  });

  it.each([
    ['a wrong password', { email: 'admin@moto.example', password: 'nope' }],
    ['an unknown email', { email: 'who@moto.example', password: 'admin123' }],
  ])('refuses %s with 401', async (_, credentials) => {
    expect(await call('POST', '/api/v1/manager/login', credentials)).toEqual({
      code: 401,
      msg: 'Email or password is wrong',
      data: null,
    });
  });

  it('names the field of the wrong type', async () => {
    const answer = await call('POST', '/api/v1/manager/login', { email: 42, password: 'x' });
    expect(answer).toMatchObject({ code: 400, msg: 'Field "email" must be a string' });
    const missing = await call('POST', '/api/v1/manager/login', { email: 'admin@moto.example' });
    expect(missing).toMatchObject({ code: 400, msg: 'Field "password" must be a string' });
  });

  it('answers 969 to me without a session, the operator with one', async () => {
    expect(await call('GET', '/api/v1/manager/me')).toEqual({
      code: 969,
      msg: 'session expired, please refresh',
      data: null,
    });
    await signIn('club');
    const me = await call<Operator>('GET', '/api/v1/manager/me');
    expect(me.code).toBe(200);
    expect(me.data.email).toBe('club@moto.example');
    expect(me.data.privileges).toEqual(
      expect.arrayContaining([PRIVILEGES.docAdmin, PRIVILEGES.trackingSearch]),
    );
  });

  it('logs out: the session is gone and the cookie cleared', async () => {
    await signIn();
    const response = await fetch(`${ORIGIN}/api/v1/manager/logout`, { method: 'POST' });
    expect(response.headers.getSetCookie()[0]).toContain('Max-Age=0');
    expect(await response.json()).toEqual({ code: 200, msg: 'success', data: null });
    expect((await call('GET', '/api/v1/manager/me')).code).toBe(969);
    // Logging out twice is harmless.
    expect((await call('POST', '/api/v1/manager/logout')).code).toBe(200);
  });

  it('expires every session through the control endpoint', async () => {
    await signIn();
    expect((await call('POST', '/__mock/sessions/expire')).code).toBe(200);
    expect((await call('GET', '/api/v1/manager/me')).code).toBe(969);
  });

  it('lists the demo accounts for the login page', async () => {
    const answer = await call<DemoAccount[]>('GET', '/api/v1/manager/demo-accounts');
    expect(answer.data.map((account) => [account.email, account.roleKey])).toEqual([
      ['admin@moto.example', 'login.demo.role.admin'],
      ['club@moto.example', 'login.demo.role.club'],
      ['viewer@moto.example', 'login.demo.role.viewer'],
      ['clubadmin@moto.example', 'login.demo.role.clubAdmin'],
    ]);
  });
});

describe('permission checks', () => {
  beforeEach(() => {
    server.use(
      searchHandlerFor('/api/v1/test-center/thing/search', () => [{ id: 'one' }, { id: 'two' }], {
        privilege: PRIVILEGES.couponSave,
      }),
    );
  });

  it('answers 969 without a session', async () => {
    expect((await call('POST', '/api/v1/test-center/thing/search', {})).code).toBe(969);
  });

  it('answers 968 when the operator lacks the privilege', async () => {
    await signIn('viewer');
    expect(await call('POST', '/api/v1/test-center/thing/search', {})).toEqual({
      code: 968,
      msg: 'insufficient permission',
      data: null,
    });
  });

  it('answers the search to an operator who has it', async () => {
    await signIn('admin');
    expect(await call('POST', '/api/v1/test-center/thing/search', { order: '-id' })).toEqual({
      code: 200,
      msg: 'success',
      data: { results: [{ id: 'two' }, { id: 'one' }], total: 2 },
    });
  });
});
