/**
 * Issue 11: a failed search never looks like an empty list. Every way a search can fail, through the list
 * factory (the coupon list) against the mock backend: the rows and total on screen stay (none at first), the
 * failure is kept with a code the operator's text is chosen by, and a Retry (the same search again) recovers.
 */
import { delay, http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { env } from 'config/env';
import type { RootState } from 'src-models/store';
import { CLIENT_CODES, type ApiErrorInfo } from 'src-services/errors';
import { couponActions, couponSelectors } from '../coupons';

const server = installMockBackend();
const SEARCH = '*/api/v1/coupon-center/coupon/search';
const JSON_TYPE = { 'content-type': 'application/json' };

const succeeded = (s: RootState) => s.coupons.search.status === 'succeeded';
const failed = (s: RootState) => s.coupons.search.status === 'failed';

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });

/** The connection drops in the middle of the body. */
function abortedMidAnswer() {
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"code":200,"msg":"","data":{"results":['));
      controller.error(new TypeError('terminated'));
    },
  });
  return new HttpResponse(body, { headers: JSON_TYPE });
}

type Fault = [label: string, answer: () => Response, error: Partial<ApiErrorInfo>, toast: string];

const FAULTS: Fault[] = [
  ['aborted in the middle of the answer', abortedMidAnswer, { code: CLIENT_CODES.network }, 'error.network'],
  ['reset', () => HttpResponse.error(), { code: CLIENT_CODES.network }, 'error.network'],
  [
    'answered 500 with an HTML page',
    () => new HttpResponse('<html><body>Internal Server Error</body></html>', { status: 500 }),
    { code: 500, msg: '' },
    'list.searchFailed',
  ],
  [
    'answered 502',
    () => new HttpResponse('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }),
    { code: 502, msg: '' },
    'list.searchFailed',
  ],
  [
    'answered JSON that is no envelope',
    () => HttpResponse.json({ results: [], total: 0 }),
    { code: CLIENT_CODES.badResponse },
    'list.searchFailed',
  ],
  [
    'answered truncated JSON',
    () => new HttpResponse('{"code":200,"msg":"","data":{"results":[{"card_id":"c', { headers: JSON_TYPE }),
    { code: CLIENT_CODES.badResponse },
    'list.searchFailed',
  ],
  ['answered data: null', () => ok(null), { code: CLIENT_CODES.badResponse }, 'list.searchFailed'],
  [
    'answered results: null',
    () => ok({ results: null, total: 3 }),
    { code: CLIENT_CODES.badResponse, msg: 'data.results: expected an array' },
    'list.searchFailed',
  ],
  [
    'answered results: "oops"',
    () => ok({ results: 'oops', total: 3 }),
    { code: CLIENT_CODES.badResponse, msg: 'data.results: expected an array' },
    'list.searchFailed',
  ],
  [
    'answered a row missing fields',
    () => ok({ results: [{ card_id: 'c-1', title: 'No dates' }], total: 1 }),
    { code: CLIENT_CODES.badResponse, msg: 'data.results[0].banner: expected a string' },
    'list.searchFailed',
  ],
];

beforeEach(() => signIn('admin'));

async function loadFirstPage() {
  const store = createNotedStore();
  store.dispatch(couponActions.searchRequested({ size: 5 }));
  const loaded = (await waitForState(store, succeeded)).coupons;
  return { store, shown: { ids: loaded.ids, total: loaded.total } };
}

describe('a failed search', () => {
  it.each(FAULTS)(
    '%s: keeps the rows on screen, says why, and Retry runs the same search',
    async (...fault) => {
      const [, answer, error, toast] = fault;
      const { store, shown } = await loadFirstPage();
      server.use(http.post(SEARCH, answer, { once: true }));

      store.dispatch(couponActions.searchRequested({ page: 1 }));
      const list = (await waitForState(store, failed)).coupons;
      expect(list.search.error).toMatchObject(error);
      expect({ ids: list.ids, total: list.total }).toEqual(shown);
      expect(couponSelectors.selectTable(store.getState())).toMatchObject({
        loading: false,
        error: list.search.error,
      });
      expect(store.notes).toEqual([['error', { key: toast }]]);

      store.dispatch(couponActions.searchRequested());
      const retried = (await waitForState(store, succeeded)).coupons;
      expect(retried.query.page).toBe(1);
      expect(retried.search.error).toBeNull();
      expect(retried.ids).toHaveLength(5);
      expect(retried.ids).not.toEqual(shown.ids);
    },
  );

  it('hanging until the timeout: fails as a timeout and keeps the rows', async () => {
    // 30 s in the app (`as const` there); a shorter wait says the same.
    jest.replaceProperty(env as { requestTimeoutMs: number }, 'requestTimeoutMs', 300);
    const { store, shown } = await loadFirstPage();
    server.use(
      http.post(
        SEARCH,
        async () => {
          await delay('infinite');
          return ok(null);
        },
        { once: true },
      ),
    );
    store.dispatch(couponActions.searchRequested({ page: 1 }));
    const list = (await waitForState(store, failed)).coupons;
    expect(list.search.error).toEqual({ code: CLIENT_CODES.timeout, msg: 'Request timed out' });
    expect({ ids: list.ids, total: list.total }).toEqual(shown);
    expect(store.notes).toEqual([['error', { key: 'error.timeout' }]]);
  });

  it('on the first load shows no rows and no total (unknown, not 0)', async () => {
    server.use(http.post(SEARCH, () => ok({ results: 'oops', total: 3 }), { once: true }));
    const store = createNotedStore();
    expect(store.getState().coupons.total).toBeNull();
    store.dispatch(couponActions.searchRequested());
    const list = (await waitForState(store, failed)).coupons;
    expect(list.ids).toEqual([]);
    expect(list.total).toBeNull();
    store.dispatch(couponActions.searchRequested());
    expect((await waitForState(store, succeeded)).coupons.total).toBeGreaterThan(0);
  });
});
