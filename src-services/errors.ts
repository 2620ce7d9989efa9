/**
 * Failures of backend calls: a plain, serializable `{code, msg}` record plus the catalogue that maps known
 * codes to message keys (01-platform §8, 02-operations §8, 03-community-analytics §8).
 */
import type { MessageId } from 'src-locales/messageIds';

export interface ApiErrorInfo {
  code: number;
  msg: string;
}

/**
 * Client-side codes for failures that never reached the envelope, or whose answer broke it. Their msg is a note
 * for developers (kept in the store for the DevTools); the operator reads a text of the catalogue.
 */
export const CLIENT_CODES = {
  network: -1,
  timeout: -2,
  badResponse: -3,
} as const;

export const SESSION_EXPIRED = 969;
export const NO_AUTH = 900;

/** Thrown by every service call that did not succeed. */
export class ApiError extends Error implements ApiErrorInfo {
  readonly code: number;
  readonly msg: string;

  constructor(code: number, msg: string) {
    super(msg || `code:${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
  }

  toInfo(): ApiErrorInfo {
    return { code: this.code, msg: this.msg };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Any thrown value as the plain record the store keeps. */
export function toErrorInfo(error: unknown): ApiErrorInfo {
  if (isApiError(error)) return error.toInfo();
  if (error instanceof Error) return { code: CLIENT_CODES.badResponse, msg: error.message };
  return { code: CLIENT_CODES.badResponse, msg: String(error) };
}

/** 969, and 900 with "no auth", end the session (01-platform §7). */
export function sessionEndReason(error: ApiErrorInfo): 'expired' | 'noAuth' | null {
  if (error.code === SESSION_EXPIRED) return 'expired';
  if (error.code === NO_AUTH && /no auth/i.test(error.msg)) return 'noAuth';
  return null;
}

/** Codes the client knows a text for; the value is the message key in src-locales. */
export const ERROR_CATALOGUE: Readonly<Record<number, MessageId>> = {
  [CLIENT_CODES.network]: 'error.network',
  [CLIENT_CODES.timeout]: 'error.timeout',
  968: 'error.code.968',
  969: 'error.code.969',
  989: 'error.code.989',
  988: 'error.code.988',
  1340888: 'error.code.1340888',
  1340878: 'error.code.1340878',
  1340869: 'error.code.1340869',
  1340868: 'error.code.1340868',
  1340675: 'error.code.1340675',
  1340819: 'error.code.1340819',
  1340818: 'error.code.1340818',
  1340817: 'error.code.1340817',
  1340816: 'error.code.1340816',
  1340815: 'error.code.1340815',
  1340807: 'error.code.1340807',
  1340808: 'error.code.1340808',
  1340809: 'error.code.1340809',
  40002: 'error.code.40002',
  40013: 'error.code.40013',
  85079: 'error.code.85079',
  40165: 'error.code.40165',
  40212: 'error.code.40212',
  85401: 'error.code.85401',
  44990: 'error.code.44990',
  85400: 'error.code.85400',
  45009: 'error.code.45009',
};

export type ErrorText = { key: MessageId; values?: Record<string, string | number> } | { text: string };

const isClientCode = (code: number) => code < 0;
const serverMsg = (error: ApiErrorInfo) =>
  !isClientCode(error.code) && error.msg && error.msg.trim() ? error.msg : null;

/**
 * What to tell the operator about an operation that failed (a toast): the catalogue text for a known code, else
 * the server's msg, else the caller's fallback message key.
 */
export function describeError(error: ApiErrorInfo, fallbackKey: MessageId): ErrorText {
  const key = ERROR_CATALOGUE[error.code];
  if (key) return { key };
  const msg = serverMsg(error);
  return msg ? { text: msg } : { key: fallbackKey };
}

/**
 * Why a load failed, for the error state shown in its place (issue 11): the catalogue text, else the server's
 * msg, else what kind of failure it was (an answer that could not be read, or the HTTP status).
 */
export function describeFailure(error: ApiErrorInfo): ErrorText {
  const key = ERROR_CATALOGUE[error.code];
  if (key) return { key };
  const msg = serverMsg(error);
  if (msg) return { text: msg };
  if (isClientCode(error.code)) return { key: 'error.badResponse' };
  return { key: 'error.status', values: { code: error.code } };
}
