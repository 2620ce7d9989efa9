import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { get, post, type EarlyResponse } from './request';
import { ApiError, CLIENT_CODES } from './errors';
import { anything, arrayOf, number, object, searchResultOf, string } from './shape';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the request client', () => {
  it('unwraps data from a 200 envelope and sends the gateway headers', async () => {
    let headers: Headers | undefined;
    server.use(
      http.post('*/api/v1/thing/save', async ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ code: 200, msg: 'ok', data: { echoed: await request.json() } });
      }),
    );
    await expect(post('/thing/save', { a: 1 }, anything)).resolves.toEqual({ echoed: { a: 1 } });
    expect(headers?.get('via')).toBe('backoffice');
    expect(headers?.get('instance')).toBe('moto-member');
    expect(headers?.get('product')).toBe('scrm');
  });

  it('sends a request id as X-Request-Id, beside the gateway headers, and none without one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/api/v1/thing/save', ({ request }) => {
        seen.push(request.headers.get('x-request-id'), request.headers.get('via'));
        return HttpResponse.json({ code: 200, msg: 'ok', data: null });
      }),
    );
    await post('/thing/save', {}, anything, { requestId: 'req-1' });
    await post('/thing/save', {}, anything);
    expect(seen).toEqual(['req-1', 'backoffice', null, 'backoffice']);
  });

  it('throws an ApiError with the code and msg of any other envelope', async () => {
    server.use(
      http.get('*/api/v1/thing', () =>
        HttpResponse.json({ code: 968, msg: 'insufficient permission', data: null }),
      ),
    );
    const error = await get('/thing', anything).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 968, msg: 'insufficient permission' });
  });

  it('reads an envelope from an HTTP error status too', async () => {
    server.use(
      http.get('*/api/v1/thing', () =>
        HttpResponse.json({ code: 500, msg: 'boom', data: null }, { status: 500 }),
      ),
    );
    await expect(get('/thing', anything)).rejects.toMatchObject({ code: 500, msg: 'boom' });
  });

  it('calls a response that is not an envelope malformed', async () => {
    server.use(http.get('*/api/v1/thing', () => HttpResponse.text('<html>gateway</html>')));
    await expect(get('/thing', anything)).rejects.toMatchObject({ code: CLIENT_CODES.badResponse });
  });

  it.each([
    ['an HTML 500', () => new HttpResponse('<html>oops</html>', { status: 500 }), { code: 500, msg: '' }],
    [
      'a bare 502',
      () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' }),
      { code: 502, msg: '' },
    ],
    [
      'truncated JSON',
      () =>
        new HttpResponse('{"code":200,"msg":"","data":{"resu', {
          headers: { 'content-type': 'application/json' },
        }),
      { code: CLIENT_CODES.badResponse },
    ],
  ])('fails on %s, with a code and no text meant for developers', async (_label, answer, expected) => {
    server.use(http.get('*/api/v1/thing', answer));
    await expect(get('/thing', anything)).rejects.toMatchObject(expected);
  });

  describe('checks the data against the shape the call names', () => {
    const rows = searchResultOf(object({ id: string, weight: number }));
    const answering = (data: unknown) =>
      server.use(http.get('*/api/v1/rows', () => HttpResponse.json({ code: 200, msg: '', data })));

    it('answers data of the promised shape, fields it does not name included', async () => {
      answering({ results: [{ id: 'a', weight: 1, extra: true }], total: 1 });
      await expect(get('/rows', rows)).resolves.toEqual({
        results: [{ id: 'a', weight: 1, extra: true }],
        total: 1,
      });
    });

    it.each([
      ['data: null', null, 'data: expected an object'],
      ['results: null', { results: null, total: 0 }, 'data.results: expected an array'],
      ['results: "oops"', { results: 'oops', total: 0 }, 'data.results: expected an array'],
      [
        'a row missing a field',
        { results: [{ id: 'a' }], total: 1 },
        'data.results[0].weight: expected a number',
      ],
      ['no total', { results: [] }, 'data.total: expected a number'],
    ])('fails the call on %s, saying where', async (_label, data, where) => {
      answering(data);
      await expect(get('/rows', rows)).rejects.toMatchObject({ code: CLIENT_CODES.badResponse, msg: where });
    });

    it('accepts any data for a call that reads none', async () => {
      answering(null);
      await expect(get('/rows', anything)).resolves.toBeNull();
      answering([1, 'two']);
      await expect(get('/rows', arrayOf(anything))).resolves.toEqual([1, 'two']);
    });
  });

  describe('an answer the first-screen script asked for (config/build/firstScreenPreload.ts)', () => {
    const global = globalThis as { firstScreenAnswers?: Record<string, Promise<EarlyResponse | undefined>> };
    afterEach(() => delete global.firstScreenAnswers);
    // As the script hands an answer over: its body already read.
    const envelope = (data: unknown, status = 200) =>
      Promise.resolve({ ok: status < 300, status, statusText: '', data });

    it('is taken by the first GET of its path, without a call of its own; a later GET asks the server', async () => {
      let served = 0;
      server.use(
        http.get('*/api/v1/manager/me', () => {
          served++;
          return HttpResponse.json({ code: 200, msg: '', data: { name: 'asked again' } });
        }),
      );
      global.firstScreenAnswers = {
        '/api/v1/manager/me': envelope({ code: 200, msg: '', data: { name: 'early' } }),
      };
      await expect(get('/api/v1/manager/me', anything)).resolves.toEqual({ name: 'early' });
      expect(served).toBe(0);
      await expect(get('/api/v1/manager/me', anything)).resolves.toEqual({ name: 'asked again' });
      expect(served).toBe(1);
    });

    it("is read as any answer: a refusal's envelope, an HTTP failure's, and no server at all", async () => {
      global.firstScreenAnswers = {
        '/api/v1/manager/me': envelope({ code: 401, msg: 'no auth', data: null }, 401),
      };
      await expect(get('/api/v1/manager/me', anything)).rejects.toMatchObject({ code: 401, msg: 'no auth' });
      global.firstScreenAnswers = {
        '/api/v1/manager/me': Promise.resolve({
          ok: false,
          status: 502,
          statusText: 'Bad Gateway',
          data: undefined,
        }),
      };
      await expect(get('/api/v1/manager/me', anything)).rejects.toMatchObject({ code: 502 });
      global.firstScreenAnswers = { '/api/v1/manager/me': Promise.reject(new TypeError('Failed to fetch')) };
      await expect(get('/api/v1/manager/me', anything)).rejects.toMatchObject({ code: CLIENT_CODES.network });
    });

    it('that came to nothing (not asked: nobody was signed in) leaves the GET to ask the server', async () => {
      let served = 0;
      server.use(
        http.get('*/api/v1/scrm/config/back', () => {
          served++;
          return HttpResponse.json({ code: 200, msg: '', data: { name: 'asked' } });
        }),
      );
      global.firstScreenAnswers = { '/api/v1/scrm/config/back': Promise.resolve(undefined) };
      await expect(get('/api/v1/scrm/config/back', anything)).resolves.toEqual({ name: 'asked' });
      expect(served).toBe(1);
    });

    it('is given up when the caller cancels', async () => {
      global.firstScreenAnswers = { '/api/v1/manager/me': new Promise<EarlyResponse>(() => undefined) };
      const controller = new AbortController();
      const pending = get('/api/v1/manager/me', anything, { signal: controller.signal });
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  it('reports Network Failed when the server cannot be reached', async () => {
    server.use(http.get('*/api/v1/thing', () => HttpResponse.error()));
    await expect(get('/thing', anything)).rejects.toMatchObject({
      code: CLIENT_CODES.network,
      msg: 'Network Failed',
    });
  });

  it('aborts the request on timeout', async () => {
    let signal: AbortSignal | undefined;
    server.use(
      http.get('*/api/v1/slow', async ({ request }) => {
        signal = request.signal;
        await delay('infinite');
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
    );
    await expect(get('/slow', anything, { timeoutMs: 50 })).rejects.toMatchObject({
      code: CLIENT_CODES.timeout,
    });
    expect(signal?.aborted).toBe(true);
  });

  it('aborts the request when the caller cancels', async () => {
    let signal: AbortSignal | undefined;
    server.use(
      http.get('*/api/v1/slow', async ({ request }) => {
        signal = request.signal;
        await delay('infinite');
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
    );
    const controller = new AbortController();
    const pending = get('/slow', anything, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(signal?.aborted).toBe(true);
  });
});
