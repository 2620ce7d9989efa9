/**
 * The one request client. Every service call goes through it: the `/api/v1` prefix rule, the gateway headers,
 * the envelope, typed errors, and a real abort on timeout or cancellation (umi-request's own `timeout` leaves a
 * timer running, so an AbortController does that job).
 */
import { extend, type RequestOptionsInit } from 'umi-request';
import { env } from 'config/env';
import { ApiError, CLIENT_CODES } from './errors';
import type { Envelope } from './types';

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  params?: Record<string, string | number | boolean | undefined>;
  /** Sent as `X-Request-Id`: a repeated create with the same id gets the first answer, not a second record. */
  requestId?: string;
}

/**
 * The prefix rule of 01-platform §7: paths go under `/api/v1` unless they already carry it. A path that starts
 * with `v1/` gets only `/api`, and any other `/api/...` path is left as it is (`/api/table/download_url`).
 */
export function apiPath(path: string): string {
  const bare = path.replace(/^\/+/, '');
  if (bare.startsWith('api/')) return `/${bare}`;
  if (bare.startsWith('v1/')) return `/api/${bare}`;
  return `${env.apiBase}/${bare}`;
}

/** A path of the customer-relationship service: `scrmPath('/config/back')` is `/{scrm}/config/back`. */
export function scrmPath(path: string): string {
  return `/${env.scrmSegment}/${path.replace(/^\/+/, '')}`;
}

function absoluteUrl(path: string): string {
  // Node (jest, scripts) has no location; the mock answers on any origin.
  const base = (globalThis as { location?: { origin?: string } }).location?.origin || 'http://localhost';
  return new URL(apiPath(path), base).toString();
}

const client = extend({
  credentials: 'include',
  headers: { ...env.gatewayHeaders },
  // Errors are ours to shape: keep umi-request from swallowing or reformatting them.
  errorHandler: (error) => {
    throw error;
  },
});

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

function unwrap<T>(body: unknown): T {
  if (!isEnvelope(body)) throw new ApiError(CLIENT_CODES.badResponse, 'Malformed response');
  if (body.code !== 200) throw new ApiError(body.code, body.msg ?? '');
  return body.data as T;
}

async function send<T>(
  method: string,
  path: string,
  options: CallOptions,
  init: RequestOptionsInit,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? env.requestTimeoutMs);
  const abortFromCaller = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  try {
    const body: unknown = await client(absoluteUrl(path), {
      ...init,
      method,
      params: options.params,
      ...(options.requestId ? { headers: { 'X-Request-Id': options.requestId } } : {}),
      signal: controller.signal,
    } as RequestOptionsInit);
    return unwrap<T>(body);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(CLIENT_CODES.timeout, 'Request timed out');
    if (controller.signal.aborted) throw error; // cancelled by the caller: nobody is waiting for a message
    const response = (error as { response?: Response; data?: unknown }).response;
    const data = (error as { data?: unknown }).data;
    if (response && isEnvelope(data)) throw new ApiError(data.code, data.msg ?? '');
    if (response) throw new ApiError(response.status, response.statusText);
    throw new ApiError(CLIENT_CODES.network, 'Network Failed');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

export function get<T>(path: string, options: CallOptions = {}): Promise<T> {
  return send<T>('GET', path, options, {});
}

export function post<T>(path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  return send<T>('POST', path, options, { data: body ?? {}, requestType: 'json' });
}

export function del<T>(path: string, options: CallOptions = {}): Promise<T> {
  return send<T>('DELETE', path, options, {});
}

export function postForm<T>(path: string, form: FormData, options: CallOptions = {}): Promise<T> {
  return send<T>('POST', path, options, { data: form, requestType: 'form' });
}
