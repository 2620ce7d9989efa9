import { CLIENT_CODES, type ApiErrorInfo } from 'src-services/errors';

/** 01-platform §8: Login Fail when the server refused, Network Failed when it was not reached, else Unknown. */
export function loginErrorKey(error: ApiErrorInfo): string {
  if (error.code === CLIENT_CODES.network) return 'login.networkFailed';
  if (error.code > 0) return 'login.failed';
  return 'login.unknown';
}
