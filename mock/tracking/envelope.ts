/**
 * The response envelope {code, msg, data} (01-platform §7), always HTTP 200. Kept local so the tracking mock does
 * not depend on mock/lib while that is written; same wire shape.
 */
import { HttpResponse } from 'msw';
import type { Envelope } from '../../src-services/types';

export function ok<T>(data: T): Response {
  return HttpResponse.json<Envelope<T>>({ code: 200, msg: 'success', data });
}

export function failure(code: number, msg: string): Response {
  return HttpResponse.json<Envelope<null>>({ code, msg, data: null });
}
