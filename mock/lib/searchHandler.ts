/**
 * One line per list endpoint:
 *   searchHandlerFor('/api/v1/coupon-center/coupon/search', () => coupons().all(), { privilege: PRIVILEGES.couponSearch })
 */
import type { HttpHandler } from 'msw';
import type { OperatorRecord } from '../db/collections';
import { ok } from './envelope';
import { readJsonObject } from './body';
import { endpoint } from './endpoint';
import { parseSearchRequest, project, runSearch } from './searchEngine';
import { requireOperator, type PrivilegeRequirement } from './session';

export interface SearchHandlerContext {
  /** Undefined only for `public` endpoints. */
  operator: OperatorRecord | undefined;
  request: Request;
  params: Record<string, string>;
  /** The parsed request body (the SearchRequest plus any extra fields an endpoint reads). */
  body: Record<string, unknown>;
}

export interface SearchHandlerOptions<T> {
  /** Required privilege (alternatives / `a+b` allowed). A session is required either way unless `public`. */
  privilege?: PrivilegeRequirement;
  public?: boolean;
  /** The order used when the request gives none, e.g. `-updated_at`. */
  defaultOrder?: string;
  /** Shapes each record of the page (joins, computed fields) before `fields` projects it. */
  present?: (item: T, context: SearchHandlerContext) => unknown;
}

export function searchHandlerFor<T>(
  path: string,
  getItems: (context: SearchHandlerContext) => readonly T[],
  options: SearchHandlerOptions<T> = {},
): HttpHandler {
  return endpoint('post', path, async ({ request, params, cookies }) => {
    const operator = options.public ? undefined : requireOperator({ request, cookies }, options.privilege);
    const body = await readJsonObject(request);
    const parsed = parseSearchRequest(body, { defaultOrder: options.defaultOrder });
    const context: SearchHandlerContext = { operator, request, params, body };
    const { page, total } = runSearch(getItems(context), parsed);
    const present = options.present;
    const shaped: unknown[] = present ? page.map((item) => present(item, context)) : page;
    const { fields } = parsed;
    return ok({ results: fields ? shaped.map((item) => project(item, fields)) : shaped, total });
  });
}
