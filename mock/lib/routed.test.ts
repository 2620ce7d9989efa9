import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { routed } from './routed';

const server = setupServer(
  routed([
    http.get('*/api/items/filter', () => HttpResponse.json({ from: 'filter' })),
    http.get('*/api/items/:id', ({ params }) => HttpResponse.json({ from: 'item', id: params.id })),
    http.post('*/api/items', () => HttpResponse.json({ from: 'create' })),
    http.all('*/api/*', () => HttpResponse.json({ from: 'fallback' }, { status: 404 })),
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const call = async (method: string, path: string) =>
  (await fetch(`http://localhost${path}`, { method })).json() as Promise<unknown>;

describe('the mock behind one routing handler', () => {
  it('answers with the first handler that takes the request, in their order, as msw would', async () => {
    expect(await call('GET', '/api/items/filter')).toEqual({ from: 'filter' });
    expect(await call('GET', '/api/items/7?page=2')).toEqual({ from: 'item', id: '7' });
    expect(await call('POST', '/api/items')).toEqual({ from: 'create' });
    expect(await call('DELETE', '/api/items/7')).toEqual({ from: 'fallback' });
    expect(await call('GET', '/api/other/path')).toEqual({ from: 'fallback' });
  });

  it('leaves a request that no handler takes unhandled', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch('http://localhost/elsewhere')).rejects.toThrow();
  });
});
