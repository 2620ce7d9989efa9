/**
 * The tracking service behind the session and the tracking privilege, as the real gateway puts it: a guard
 * that answers 969/968 or lets the request fall through to the tracking handlers (mock/tracking).
 */
import { http, type HttpHandler, type RequestHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { errorEnvelope } from '../lib/endpoint';
import { reply } from '../lib/envelope';
import { requireOperator } from '../lib/session';
import { trackingHandlers } from '../tracking/handlers';

function guard(path: string): HttpHandler {
  return http.all(path, ({ request, cookies }) => {
    // Avatars are images in <img> tags of the referral graph: served like uploaded files, without a check.
    if (/\/avatars\//.test(new URL(request.url).pathname)) return undefined;
    try {
      requireOperator({ request, cookies }, PRIVILEGES.trackingSearch);
      return undefined; // allowed: on to the tracking handlers
    } catch (error) {
      return reply(errorEnvelope(error));
    }
  });
}

export function trackingServiceHandlers(): RequestHandler[] {
  return [guard('*/api/v1/mini_tracking/*'), guard('*/api/v1/customers/*'), ...trackingHandlers()];
}
