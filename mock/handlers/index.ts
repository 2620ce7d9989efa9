/**
 * Every handler of the mock backend, in matching order (msw takes the first match): the infrastructure's, named
 * here, and every service's found in this folder: a module that exports `xxxHandlers(): RequestHandler[]` joins
 * by being here (mock/README.md), so a new area edits no list.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { controlHandlers } from './control';
import { exportHandlers } from './export';
import { fallbackHandlers } from './fallback';
import { filterHandlers } from './filters';
import { moderationHandlers } from './moderation';
import type { HandlerOptions } from './options';
import { uploadHandlers } from './upload';

/** This module, and those placed by hand above and below the services'. */
const PLACED = new Set(['index', 'auth', 'control', 'export', 'fallback', 'filters', 'moderation', 'upload']);

/** Each service's handlers, by its module's name (the folder's order). */
function serviceHandlers(): RequestHandler[] {
  return readdirSync(__dirname)
    .filter((file) => /^\w+\.ts$/.test(file) && !PLACED.has(file.replace(/\.ts$/, '')))
    .flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(path.join(__dirname, file)) as Record<string, unknown>;
      return Object.entries(module)
        .filter(([name, value]) => /^[a-z]\w*Handlers$/.test(name) && typeof value === 'function')
        .flatMap(([, handlers]) => (handlers as () => RequestHandler[])());
    });
}

export type { HandlerOptions } from './options';

export function createHandlers(options: Partial<HandlerOptions> = {}): RequestHandler[] {
  const resolved: HandlerOptions = {
    transport: options.transport ?? 'msw',
    testControls: options.testControls ?? false,
  };
  const handlers: RequestHandler[] = [
    // Off unless asked for: without them `/__mock/*` reaches the fallback's 404 envelope.
    ...(resolved.testControls ? controlHandlers(resolved) : []),
    ...authHandlers(resolved),
    // Before the areas: an area's `GET .../:id` would otherwise take `GET .../filter`.
    ...filterHandlers(),
    ...uploadHandlers(),
    ...moderationHandlers(),
    ...serviceHandlers(),
    ...exportHandlers(() => handlers),
    ...fallbackHandlers(),
  ];
  return handlers;
}
