/** The manager service: login, session check, logout (01-platform §7, ARCHITECTURE §6). */
import { randomUUID } from 'node:crypto';
import type { HttpHandler } from 'msw';
import { DEMO_ACCOUNTS } from '../db/operators';
import { operators, sessions } from '../db/collections';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok, reply } from '../lib/envelope';
import { MockError } from '../lib/errors';
import {
  clearedSessionCookie,
  nowSeconds,
  publicOperator,
  requireOperator,
  sessionCookie,
  sessionIdsOf,
} from '../lib/session';
import { requireString } from '../lib/validate';
import type { HandlerOptions } from './options';

export function authHandlers({ transport }: HandlerOptions): HttpHandler[] {
  return [
    endpoint('post', '/api/v1/manager/login', async ({ request }) => {
      const body = await readJsonObject(request);
      const email = requireString(body, 'email').trim().toLowerCase();
      const password = requireString(body, 'password');
      const operator = operators().findOne((candidate) => candidate.email.toLowerCase() === email);
      if (!operator || operator.password !== password) throw new MockError(401, 'Email or password is wrong');
      const sid = randomUUID();
      sessions().insert({ id: sid, operator_id: operator.id, created_at: nowSeconds() });
      return reply(ok(publicOperator(operator)), { cookies: [sessionCookie(sid)], transport });
    }),

    endpoint('get', '/api/v1/manager/me', (context) => ok(publicOperator(requireOperator(context)))),

    // Idempotent: logging out without a session still clears the cookie and succeeds.
    endpoint('post', '/api/v1/manager/logout', (context) => {
      for (const sid of sessionIdsOf(context)) sessions().remove(sid);
      return reply(ok(null), { cookies: [clearedSessionCookie()], transport });
    }),

    // Only the mock answers this: the login page lists the demo sign-ins.
    endpoint('get', '/api/v1/manager/demo-accounts', () => ok(DEMO_ACCOUNTS)),
  ];
}
