/**
 * Wraps an msw handler so that whatever goes wrong inside becomes an error envelope: MockError keeps its code
 * and msg, anything else is a 500 envelope. Nothing a client sends can crash the mock or leave a call hanging.
 */
import { http, type HttpHandler } from 'msw';
import type { Envelope } from '../../src-services/types';
import { fail, reply } from './envelope';
import { MockError } from './errors';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';

export interface EndpointContext {
  request: Request;
  params: Record<string, string>;
  /** msw's view of the request cookies (under msw/node it includes its own cookie jar). */
  cookies: Record<string, string>;
  url: URL;
}

export type EndpointResult = Envelope | Response;

/** Paths match on any origin: jest calls http://localhost, the browser the dev server's origin. */
export function anyOrigin(path: string): string {
  return path.startsWith('*') ? path : `*${path}`;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

export function errorEnvelope(error: unknown): Envelope<null> {
  if (error instanceof MockError) return fail(error.code, error.msg);
  // A bug in a handler: say so loudly in the console, answer an envelope anyway.
  console.error('[mock] handler failed', error);
  return fail(500, `Internal mock error: ${error instanceof Error ? error.message : String(error)}`);
}

function flatParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) out[name] = typeof value === 'string' ? value : value.join('/');
  }
  return out;
}

export function endpoint(
  method: Method,
  path: string,
  resolve: (context: EndpointContext) => EndpointResult | Promise<EndpointResult>,
): HttpHandler {
  return http[method](anyOrigin(path), async ({ request, params, cookies }) => {
    try {
      const result = await resolve({
        request,
        params: flatParams(params),
        cookies,
        url: new URL(request.url),
      });
      return isEnvelope(result) ? reply(result) : result;
    } catch (error) {
      return reply(errorEnvelope(error));
    }
  });
}
