import { setupServer } from 'msw/node';
import { trackingHandlers } from './handlers';
import { buildStore, generateStore, getTrackingStore, setTrackingStore } from './store';
import { A, dayKey, TEST_EVENTS } from './testEvents';

const store = buildStore(TEST_EVENTS);
const server = setupServer(...trackingHandlers({ store: () => store }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const post = async (path: string, body: unknown) => {
  const res = await fetch(`http://localhost/api/v1/mini_tracking/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json();
};

describe('tracking handlers', () => {
  it('answers an aggregation in the envelope with the Elasticsearch shape', async () => {
    const body = await post('aggregate', {
      size: 0,
      query: {
        bool: {
          filter: [
            { range: { created_at: { gte: dayKey(1), lte: dayKey(5) } } },
            { term: { type: 'page_on_show' } },
          ],
        },
      },
      aggs: {
        daily: {
          date_histogram: { field: 'created_at', calendar_interval: 'day', time_zone: '+08:00' },
          aggs: {
            uv: { cardinality: { field: 'customer.mini_profile.openid', precision_threshold: 40000 } },
          },
        },
      },
    });
    expect(body.code).toBe(200);
    expect(body.data.hits).toEqual({ total: { value: 5, relation: 'eq' }, max_score: null });
    expect(body.data._hits).toEqual([]);
    expect(body.data.aggregations.daily.buckets).toEqual([
      { key_as_string: '2024-01-01', key: dayKey(1), doc_count: 2, uv: { value: 2 } },
      { key_as_string: '2024-01-02', key: dayKey(2), doc_count: 2, uv: { value: 2 } },
      { key_as_string: '2024-01-03', key: dayKey(3), doc_count: 0, uv: { value: 0 } },
      { key_as_string: '2024-01-04', key: dayKey(4), doc_count: 1, uv: { value: 0 } },
    ]);
  });

  it('answers the raw hits of an aggregation under _hits only, as 03 §7 reads them', async () => {
    const body = await post('aggregate', { size: 2, sort: [{ created_at: 'desc' }], _source: ['type'] });
    expect(body.data._hits.map((h: { _id: string }) => h._id)).toEqual(['e8', 'e7']);
    expect(body.data._hits[0]._source).toEqual({ type: expect.any(String) });
    expect(body.data.hits).toEqual({ total: { value: 8, relation: 'eq' }, max_score: null });
  });

  it('answers hits on /search, in the ES form and the generic form', async () => {
    const es = await post('search', { from: 1, size: 2, sort: [{ created_at: 'desc' }], _source: ['type'] });
    expect(es.data.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['e7', 'e6']);
    const generic = await post('search', {
      query: [{ k: 'type', op: 'eq', v: 'app_on_launch' }],
      page: 0,
      size: 20,
    });
    expect(generic).toMatchObject({ code: 200, data: { total: 3 } });
  });

  it('answers bad queries with code 400 naming the clause', async () => {
    expect(await post('aggregate', { query: { wildcard: { type: 'a*' } } })).toEqual({
      code: 400,
      msg: 'Unsupported query clause "wildcard"',
      data: null,
    });
    expect((await post('aggregate', { aggs: { pv: { percentiles: { field: 'created_at' } } } })).msg).toBe(
      'Unsupported aggregation "percentiles" in "pv"',
    );
    expect(await post('aggregate', '{not json')).toMatchObject({
      code: 400,
      msg: 'Malformed JSON body',
    });
    expect(await post('aggregate', '[]')).toMatchObject({
      code: 400,
      msg: 'Malformed request body: expected an object',
    });
  });

  it('refuses a body nested too deeply for the query compiler, and turns an unexpected failure into an envelope', async () => {
    const deepBool = '{"bool":{"must":['.repeat(3000) + '{"match_all":{}}' + ']}}'.repeat(3000);
    expect(await post('search', `{"query":${deepBool}}`)).toEqual({
      code: 400,
      msg: 'Body nested too deeply: more than 64 levels of objects and arrays',
      data: null,
    });
    const broken = setupServer(
      ...trackingHandlers({
        store: () => {
          throw new Error('store unavailable');
        },
      }),
    );
    server.close();
    broken.listen({ onUnhandledRequest: 'error' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await post('aggregate', { size: 0 })).toEqual({
        code: 500,
        msg: 'Internal mock error: store unavailable',
        data: null,
      });
    } finally {
      error.mockRestore();
      broken.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });

  it('answers customers by id or openid, 404 otherwise', async () => {
    const byOpenid = await (await fetch(`http://localhost/api/v1/customers/${A}`)).json();
    expect(byOpenid).toEqual({
      code: 200,
      msg: 'success',
      data: {
        id: A,
        openid: A,
        mini_profile: { openid: A, nickname: 'Alice', avatar_url: 'https://example.test/Alice.png' },
      },
    });
    const missing = await (await fetch('http://localhost/api/v1/customers/nobody')).json();
    expect(missing).toEqual({ code: 404, msg: 'Customer "nobody" not found', data: null });
  });

  it('serves the generated avatars', async () => {
    const res = await fetch('http://localhost/api/v1/mini_tracking/avatars/12.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
  });
});

describe('with the shared demo store', () => {
  const shared = setupServer(...trackingHandlers());
  beforeAll(() => {
    server.close();
    setTrackingStore(generateStore({ count: 3000, now: Date.UTC(2024, 4, 1) }));
    shared.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    shared.close();
    setTrackingStore(undefined);
  });

  it('answers from getTrackingStore(), customers included', async () => {
    const body = await post('aggregate', {
      size: 1,
      aggs: { brand: { terms: { field: 'system_info.brand', size: 3 } } },
    });
    expect(body.data.hits.total.value).toBe(3000);
    expect(body.data.aggregations.brand.buckets[0].key).toBe('iPhone');
    const customer = getTrackingStore().customers[0];
    const res = await (await fetch(`http://localhost/api/v1/customers/${customer.id}`)).json();
    expect(res.data.mini_profile.openid).toBe(customer.openid);
  });
});
