import { SESSION_CHECK_PATH } from 'config/apiPath';
import { get, post, type CallOptions } from './request';
import { anything, arrayOf, object, string, type Shape } from './shape';
import type { DemoAccount, LoginRequest, Operator } from './types';

const operatorShape: Shape<Operator> = object({
  id: string,
  email: string,
  name: string,
  privileges: arrayOf(string),
});

const demoAccountShape: Shape<DemoAccount> = object({ email: string, password: string, roleKey: string });

export const sessionService = {
  login: (body: LoginRequest, options?: CallOptions) =>
    post('v1/manager/login', body, operatorShape, options),
  logout: (options?: CallOptions) => post('v1/manager/logout', {}, anything, options),
  me: (options?: CallOptions) => get(SESSION_CHECK_PATH, operatorShape, options),
  /** Only the mock backend answers this; elsewhere the login page simply lists no demo accounts. */
  demoAccounts: (options?: CallOptions) =>
    get('v1/manager/demo-accounts', arrayOf(demoAccountShape), options),
};

export type SessionService = typeof sessionService;
