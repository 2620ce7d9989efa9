import { CLIENT_CODES, type ApiErrorInfo } from 'src-services/errors';
import type { MessageId } from 'src-locales/messageIds';

/** What a proxy in front of the backend answers when it cannot reach it (nginx, the dev server's API_TARGET). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** 01-platform §8: Login Fail when the server refused, Network Failed when it was not reached, else Unknown. */
export function loginErrorKey(error: ApiErrorInfo): MessageId {
  if (error.code === CLIENT_CODES.network || GATEWAY_STATUSES.has(error.code)) return 'login.networkFailed';
  if (error.code > 0) return 'login.failed';
  return 'login.unknown';
}
