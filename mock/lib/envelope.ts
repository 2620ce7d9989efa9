import { HttpResponse } from 'msw';
import type { Envelope } from '../../src-services/types';

export const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'success', data });

export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });

/**
 * How responses leave the handlers. Under `msw/node` (jest) msw keeps Set-Cookie in its own jar and hands the
 * cookies back to later requests, which is what tests want. Behind a real HTTP server the browser owns the
 * cookies: msw's jar would then be shared by every client of the server process, so it must stay empty.
 */
export type Transport = 'msw' | 'http';

export interface ReplyOptions {
  cookies?: string[];
  transport?: Transport;
}

/** Every answer is HTTP 200 with the envelope; only the code inside tells success from failure. */
export function reply(body: Envelope, { cookies = [], transport = 'msw' }: ReplyOptions = {}): Response {
  if (cookies.length === 0) return HttpResponse.json(body);
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  // A plain Response carries Set-Cookie without registering it in msw's jar; HttpResponse registers it.
  return transport === 'http'
    ? new Response(JSON.stringify(body), { headers })
    : HttpResponse.json(body, { headers });
}
