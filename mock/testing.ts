/** Helpers for jest tests that talk to the mock through real fetch (after useMockBackend()). */
import type { Envelope } from '../src-services/types';
import { DEMO_OPERATORS } from './db/operators';

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

export type DemoRole = 'admin' | 'club' | 'viewer';

/** Signs in a demo operator; msw keeps the session cookie for the following calls. */
export async function loginAs(role: DemoRole = 'admin'): Promise<Envelope> {
  const operator = DEMO_OPERATORS.find((candidate) => candidate.id === `op-${role}`);
  if (!operator) throw new Error(`No demo operator ${role}`);
  return call('POST', '/api/v1/manager/login', { email: operator.email, password: operator.password });
}
