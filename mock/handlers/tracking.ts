/**
 * The tracking service behind the session and the tracking privilege, as the real gateway puts it: a guard
 * that answers 969/968 or lets the request fall through to the tracking handlers (mock/tracking). The aggregate
 * call and the saved filters also serve the channel center's Channel Data (QRCodeChannelData, 03 §6).
 */
import { http, type HttpHandler, type RequestHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { errorEnvelope } from '../lib/endpoint';
import { reply } from '../lib/envelope';
import { requireOperator } from '../lib/session';
import { trackingHandlers } from '../tracking/handlers';

/** What Channel Data calls: the aggregate, and the saved filters of its conditions panel. */
const CHANNEL_DATA_CALLS = /\/mini_tracking\/(?:aggregate|filter(?:\/[^/]+)?)$/;

function guard(path: string): HttpHandler {
  return http.all(path, ({ request, cookies }) => {
    const { pathname } = new URL(request.url);
    // Avatars are images in <img> tags of the referral graph: served like uploaded files, without a check.
    if (/\/avatars\//.test(pathname)) return undefined;
    try {
      const requirement = CHANNEL_DATA_CALLS.test(pathname)
        ? [PRIVILEGES.trackingSearch, PRIVILEGES.channelData]
        : PRIVILEGES.trackingSearch;
      requireOperator({ request, cookies }, requirement);
      return undefined; // allowed: on to the tracking handlers
    } catch (error) {
      return reply(errorEnvelope(error));
    }
  });
}

export function trackingServiceHandlers(): RequestHandler[] {
  return [guard('*/api/v1/mini_tracking/*'), guard('*/api/v1/customers/*'), ...trackingHandlers()];
}
