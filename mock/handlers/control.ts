/** Test-only controls, used by browser tests and jest: not part of any real backend. */
import type { HttpHandler } from 'msw';
import { sessions } from '../db/collections';
import { resetDb } from '../db/db';
import { endpoint } from '../lib/endpoint';
import { ok, reply } from '../lib/envelope';
import { clearedSessionCookie } from '../lib/session';
import type { HandlerOptions } from './options';

export function controlHandlers({ transport }: HandlerOptions): HttpHandler[] {
  return [
    // Back to the seeded data; the expired cookie also empties msw's own cookie jar under msw/node.
    endpoint('post', '/__mock/reset', () => {
      resetDb();
      return reply(ok(null), { cookies: [clearedSessionCookie()], transport });
    }),
    // Expires every session at once, so a test can see a 969 in the middle of an edit.
    endpoint('post', '/__mock/sessions/expire', () => {
      sessions().clear();
      return ok(null);
    }),
  ];
}
