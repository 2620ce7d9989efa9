/** Helpers for jest tests that talk to the mock through real fetch (after useMockBackend()). */
import type { Envelope } from '../src-services/types';

export const ORIGIN = 'http://localhost';

export async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const init: RequestInit = { method };
  if (body instanceof FormData) init.body = body;
  else if (typeof body === 'string') init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await fetch(`${ORIGIN}${path}`, init);
  return (await response.json()) as Envelope<T>;
}
