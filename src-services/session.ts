import { get, post, type CallOptions } from './request';
import type { DemoAccount, LoginRequest, Operator } from './types';

export const sessionService = {
  login: (body: LoginRequest, options?: CallOptions) => post<Operator>('v1/manager/login', body, options),
  logout: (options?: CallOptions) => post<null>('v1/manager/logout', {}, options),
  me: (options?: CallOptions) => get<Operator>('v1/manager/me', options),
  /** Only the mock backend answers this; elsewhere the login page simply lists no demo accounts. */
  demoAccounts: (options?: CallOptions) => get<DemoAccount[]>('v1/manager/demo-accounts', options),
};

export type SessionService = typeof sessionService;
