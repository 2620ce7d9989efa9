/**
 * The one request client. Every service call goes through it: the `/api/v1` prefix rule, the gateway headers,
 * the envelope, typed errors, and a real abort on timeout or cancellation (umi-request's own `timeout` leaves a
 * timer running, so an AbortController does that job).
 */
import { extend, type RequestOptionsInit } from 'umi-request';
import { env } from 'config/env';
import { ApiError, CLIENT_CODES } from './errors';
import { ShapeError, type Shape } from './shape';
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

/**
 * The envelope's data as the call promised it. Anything else fails the call: not an envelope, a refusal, or
 * data of another shape (issue 11: `data: null` or `results: "oops"` is a failure, not an empty list).
 */
function answerOf<T>(body: unknown, shape: Shape<T>): T {
  if (!isEnvelope(body)) throw new ApiError(CLIENT_CODES.badResponse, 'Malformed response');
  if (body.code !== 200) throw new ApiError(body.code, body.msg ?? '');
  try {
    return shape(body.data, 'data');
  } catch (error) {
    if (error instanceof ShapeError) throw new ApiError(CLIENT_CODES.badResponse, error.message);
    throw error;
  }
}

async function send<T>(
  method: string,
  path: string,
  shape: Shape<T>,
  options: CallOptions,
  init: RequestOptionsInit,
): Promise<T> {
  return answerOf(await fetchBody(method, path, options, init), shape);
}

/** An answer the first-screen script asked for, its body read; it comes to nothing when nobody was signed in. */
type EarlyAnswer = Promise<EarlyResponse | undefined>;

/** What the first-screen script hands over of a response (config/build/firstScreenPreload.ts, its `read`). */
export interface EarlyResponse {
  ok: boolean;
  status: number;
  statusText: string;
  /** The body as JSON, undefined when it is none. */
  data: unknown;
}

/**
 * An answer the first-screen script asked for before this code ran (config/build/firstScreenPreload.ts), by path:
 * the first GET of that path takes it, once; any later one asks again.
 */
function takeFirstScreenAnswer(path: string): EarlyAnswer | undefined {
  const answers = (globalThis as { firstScreenAnswers?: Record<string, EarlyAnswer> }).firstScreenAnswers;
  const answer = answers?.[path];
  if (answer) delete answers[path];
  return answer;
}

/**
 * An early answer's body, taken as the client takes one (a failed HTTP status throws with its body, as umi-request
 * does); undefined when it came to nothing.
 */
async function earlyBody(answer: EarlyAnswer, signal: AbortSignal): Promise<{ body: unknown } | undefined> {
  const aborted = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true }),
  );
  const response = await Promise.race([answer, aborted]);
  if (!response) return undefined;
  if (!response.ok) throw Object.assign(new Error(response.statusText), { response, data: response.data });
  return { body: response.data };
}

/** The answer's body, with a real abort on timeout or cancellation; failures before any envelope are ApiErrors. */
async function fetchBody(
  method: string,
  path: string,
  options: CallOptions,
  init: RequestOptionsInit,
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? env.requestTimeoutMs);
  const abortFromCaller = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  const early = method === 'GET' && !options.params ? takeFirstScreenAnswer(apiPath(path)) : undefined;
  try {
    const answered = early && (await earlyBody(early, controller.signal));
    if (answered) return answered.body;
    return (await client(absoluteUrl(path), {
      ...init,
      method,
      params: options.params,
      ...(options.requestId ? { headers: { 'X-Request-Id': options.requestId } } : {}),
      signal: controller.signal,
    } as RequestOptionsInit)) as unknown;
  } catch (error) {
    if (timedOut) throw new ApiError(CLIENT_CODES.timeout, 'Request timed out');
    if (controller.signal.aborted) throw error; // cancelled by the caller: nobody is waiting for a message
    const response = (error as { response?: Pick<Response, 'ok' | 'status'>; data?: unknown }).response;
    const data = (error as { data?: unknown }).data;
    if (response && isEnvelope(data)) throw new ApiError(data.code, data.msg ?? '');
    // An HTTP failure without an envelope (a proxy's 502, an HTML 500) keeps its status as the code; its
    // status text is no message for an operator (see describeFailure).
    if (response && !response.ok) throw new ApiError(response.status, '');
    // Not reached, reset, or cut off in the middle of the answer.
    throw new ApiError(CLIENT_CODES.network, 'Network Failed');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

// Every call names the shape of its answer's data (src-services/shape.ts); the answer is checked against it.

export function get<T>(path: string, shape: Shape<T>, options: CallOptions = {}): Promise<T> {
  return send('GET', path, shape, options, {});
}

export function post<T>(path: string, body: unknown, shape: Shape<T>, options: CallOptions = {}): Promise<T> {
  return send('POST', path, shape, options, { data: body ?? {}, requestType: 'json' });
}

export function put<T>(path: string, body: unknown, shape: Shape<T>, options: CallOptions = {}): Promise<T> {
  return send('PUT', path, shape, options, { data: body ?? {}, requestType: 'json' });
}

export function del<T>(path: string, shape: Shape<T>, options: CallOptions = {}): Promise<T> {
  return send('DELETE', path, shape, options, {});
}

export function postForm<T>(
  path: string,
  form: FormData,
  shape: Shape<T>,
  options: CallOptions = {},
): Promise<T> {
  return send('POST', path, shape, options, { data: form, requestType: 'form' });
}
