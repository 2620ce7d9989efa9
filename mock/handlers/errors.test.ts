import { http } from 'msw';
import { endpoint } from '../lib/endpoint';
import { searchHandlerFor } from '../lib/searchHandler';
import { installMockBackend } from '../node';
import { call, ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';

const server = installMockBackend();

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': type }, body }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
  );

describe('bad input gets an error envelope, never a crash', () => {
  beforeEach(() => {
    server.use(searchHandlerFor('/api/v1/test-center/thing/search', () => [{ id: 'a', n: 1 }]));
  });

  it('malformed JSON', async () => {
    expect(await post('/api/v1/manager/login', '{"email": ')).toEqual({
      status: 200,
      body: { code: 400, msg: 'Malformed JSON body', data: null },
    });
  });

  it('a body that is not an object', async () => {
    expect((await post('/api/v1/manager/login', '[1,2]')).body).toEqual({
      code: 400,
      msg: 'Body must be a JSON object',
      data: null,
    });
  });

  it('a JSON body over 1 MB', async () => {
    const huge = JSON.stringify({ email: 'x'.repeat(1_000_001), password: 'y' });
    expect((await post('/api/v1/manager/login', huge)).body).toEqual({
      code: 413,
      msg: 'Request body too large',
      data: null,
    });
  });

  it('an unknown query operator and wrong search types', async () => {
    await signIn();
    const unknownOp = await call('POST', '/api/v1/test-center/thing/search', {
      query: [{ k: 'n', op: 'near', v: 1 }],
    });
    expect(unknownOp).toMatchObject({ code: 400, msg: expect.stringContaining('Unknown query op "near"') });
    const badPage = await call('POST', '/api/v1/test-center/thing/search', { page: 'two' });
    expect(badPage).toMatchObject({ code: 400, msg: 'Field "page" must be a non-negative integer' });
    const badOperator = await call('POST', '/api/v1/test-center/thing/search', { operator: 'and' });
    expect(badOperator).toMatchObject({ code: 400, msg: 'Field "operator" must be AND or OR, got "and"' });
  });

  it('an unknown endpoint', async () => {
    expect(await call('DELETE', '/api/v1/nowhere/42')).toEqual({
      code: 404,
      msg: 'Unknown endpoint DELETE /api/v1/nowhere/42',
      data: null,
    });
  });

  it('a handler bug becomes a 500 envelope', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      endpoint('get', '/api/v1/test-center/broken', () => {
        throw new Error('boom');
      }),
    );
    expect(await call('GET', '/api/v1/test-center/broken')).toEqual({
      code: 500,
      msg: 'Internal mock error: boom',
      data: null,
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('still lets tests override handlers with plain msw', async () => {
    server.use(
      http.get('*/api/v1/manager/me', () => Response.json({ code: 900, msg: 'no auth', data: null })),
    );
    expect((await call('GET', '/api/v1/manager/me')).code).toBe(900);
  });
});
