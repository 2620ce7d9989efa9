/**
 * One run of `npm run check:backend`: sign in, make each call of the table in turn through the product's own
 * services, print one line per call, sign out. The services' request client sends to the process's `fetch`;
 * for the run that is the backend's fetch below, which carries the session cookie as a browser would.
 */
import { ApiError, CLIENT_CODES } from '../src-services/errors';
import type { CallOptions } from '../src-services/request';
import { sessionService } from '../src-services/session';
import { CHECKS } from './checkBackendCalls';
import { Answers, Skipped } from './checkBackendSteps';

type CheckStatus = 'ok' | 'refused' | 'differs' | 'unreachable' | 'skipped' | 'failed';

/** A request the run sent, for its line: `POST /api/v1/coupon-center/coupon/search`. */
interface SentRequest {
  method: string;
  path: string;
  /** The HTTP status, once answered. */
  status?: number;
  /** Why it got no answer: `ECONNREFUSED`, `ENOTFOUND` ... */
  failure?: string;
}

/** The session cookie as the browser keeps it: set by an answer, sent with every later request. */
function keepCookie(jar: Map<string, string>, setCookie: string) {
  const [pair, ...attributes] = setCookie.split(';');
  const equals = pair.indexOf('=');
  if (equals < 1) return;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  const expired = attributes.some((attribute) => {
    const [key, setting = ''] = attribute.split('=').map((part) => part.trim());
    if (/^max-age$/i.test(key)) return Number(setting) <= 0;
    if (/^expires$/i.test(key)) return Date.parse(setting) <= Date.now();
    return false;
  });
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}

/**
 * A fetch that sends every request to the backend's origin (path and query as the client built them) with the
 * cookies the backend set, and tells `sent` about each request.
 */
function backendFetch(target: URL, sent: (request: SentRequest) => void, send: typeof fetch): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const asked = new URL(input instanceof Request ? input.url : String(input));
    const request: SentRequest = { method: (init.method ?? 'GET').toUpperCase(), path: asked.pathname };
    sent(request);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    let response: Response;
    try {
      response = await send(new URL(`${asked.pathname}${asked.search}`, target.origin), { ...init, headers });
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } }).cause;
      request.failure = typeof cause?.code === 'string' ? cause.code : (error as Error).message;
      throw error;
    }
    request.status = response.status;
    for (const setCookie of response.headers.getSetCookie()) keepCookie(jar, setCookie);
    return response;
  };
}

interface Outcome {
  status: CheckStatus;
  detail: string;
}

/** What a call's failure says: the backend's refusal, the first difference from the shape, or no answer. */
function outcomeOf(error: unknown, last: SentRequest | undefined): Outcome {
  if (error instanceof Skipped) return { status: 'skipped', detail: error.message };
  if (!(error instanceof ApiError)) {
    return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
  switch (error.code) {
    case CLIENT_CODES.badResponse:
      // The shape's own words: `data.results: expected an array`, or 'Malformed response' for no envelope.
      return { status: 'differs', detail: error.msg };
    case CLIENT_CODES.network:
    case CLIENT_CODES.timeout:
      return { status: 'unreachable', detail: last?.failure ? `${error.msg} (${last.failure})` : error.msg };
  }
  if (!error.msg && last?.status === error.code && error.code !== 200) {
    return { status: 'refused', detail: `HTTP ${error.code} without an envelope` };
  }
  return { status: 'refused', detail: error.msg ? `code ${error.code}: ${error.msg}` : `code ${error.code}` };
}

/** `POST /a` or, for a call of several requests, each once with its count: `POST /a, 20× POST /b`. */
function describeRequests(requests: readonly SentRequest[]): string {
  const counts = new Map<string, number>();
  for (const { method, path } of requests) {
    const key = `${method} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => (count > 1 ? `${count}× ${key}` : key)).join(', ');
}

export interface CheckBackendOptions {
  /** The backend's origin (API_TARGET). */
  target: URL;
  email: string;
  password: string;
  /** Where each line goes (stdout for the command). */
  print: (line: string) => void;
}

const STATUS_WIDTH = 'unreachable'.length;
const SIGN_IN = 'Session · sign in';

/** Runs the check; answers the exit code: 0 when no call failed (skipped ones need data the backend lacks). */
export async function checkBackend({ target, email, password, print }: CheckBackendOptions): Promise<number> {
  const lines = Object.entries(CHECKS).flatMap(([area, calls]) =>
    calls.map((check) => ({ label: `${area} · ${check.name}`, check })),
  );
  const width = Math.max(SIGN_IN.length, ...lines.map(({ label }) => label.length));
  let requests: SentRequest[] = [];
  const counts = new Map<CheckStatus, number>();

  async function report(label: string, run: () => Promise<unknown>): Promise<CheckStatus> {
    requests = [];
    let outcome: Outcome;
    try {
      await run();
      outcome = { status: 'ok', detail: '' };
    } catch (error) {
      outcome = outcomeOf(error, requests.at(-1));
    }
    const where = describeRequests(requests);
    const said = [where, outcome.detail].filter(Boolean).join(' — ');
    print(`${outcome.status.padEnd(STATUS_WIDTH)}  ${label.padEnd(width)}  ${said}`.trimEnd());
    counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
    return outcome.status;
  }

  const options: CallOptions = {};
  const previousFetch = globalThis.fetch;
  globalThis.fetch = backendFetch(target, (request) => requests.push(request), previousFetch);
  try {
    print(`Checking ${target.origin} as ${email}: ${lines.length + 1} calls, reads only.`);
    const session = await report(SIGN_IN, () => sessionService.login({ email, password }, options));
    if (session !== 'ok') {
      print(`The other ${lines.length} calls need a session: not made.`);
      return 1;
    }
    const answers = new Answers();
    for (const { label, check } of lines) await report(label, () => check.run(answers, options));
    // The session the check opened ends with it; a failure here changes nothing that was checked.
    await sessionService.logout(options).catch(() => undefined);
  } finally {
    globalThis.fetch = previousFetch;
  }
  const summary = [...counts].map(([status, count]) => `${count} ${status}`).join(', ');
  const failed = [...counts].some(([status]) => status !== 'ok' && status !== 'skipped');
  print(
    `${lines.length + 1} calls: ${summary}.${failed ? '' : ' Every answer is what the product expects.'}`,
  );
  return failed ? 1 : 0;
}
