/**
 * What answers the API on `npm start` and `npm run serve`: the embedded mock backend, or with API_TARGET set,
 * the real backend through a proxy (and then the mock is never loaded).
 */
import type { RequestHandler } from 'express';
import { backendProxy, parseApiTarget } from './backendProxy';
import type { createMockMiddleware, MockMiddlewareOptions } from './middleware';

export function apiBackend(
  apiTarget: string | undefined,
  mockOptions: MockMiddlewareOptions = {},
): { name: string; middleware: RequestHandler } {
  const target = parseApiTarget(apiTarget);
  if (target) {
    console.log(`API calls go to ${target.origin} (API_TARGET); the mock backend is not loaded.`);
    return { name: 'backend-proxy', middleware: backendProxy(target) };
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mock: { createMockMiddleware: typeof createMockMiddleware } = require('./middleware');
  return { name: 'mock-backend', middleware: mock.createMockMiddleware(mockOptions) };
}
