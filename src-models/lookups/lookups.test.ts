import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createTestStore, waitForState } from 'test/storeTesting';
import { isShownNow, loadRequested, selectLookup, type LookupRequest } from './index';
import { lookupKey } from './requests';

const server = installMockBackend();

const FLOORS: LookupRequest = { kind: 'floors', floorType: 'render' };

describe('lookups', () => {
  it('loads a list once for several selectors, and keeps it', async () => {
    await signIn('viewer');
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/floor-center/floor/render/search')) calls += 1;
    });
    const store = createTestStore();
    store.dispatch(loadRequested({ request: FLOORS }));
    store.dispatch(loadRequested({ request: FLOORS }));
    const state = await waitForState(store, (s) => selectLookup(s, FLOORS).status === 'succeeded');
    expect(selectLookup(state, FLOORS).items).toHaveLength(8);
    store.dispatch(loadRequested({ request: FLOORS }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it('loads again when forced', async () => {
    await signIn('viewer');
    const store = createTestStore();
    store.dispatch(loadRequested({ request: { kind: 'forms' } }));
    await waitForState(store, (s) => selectLookup(s, { kind: 'forms' }).status === 'succeeded');
    store.dispatch(loadRequested({ request: { kind: 'forms' }, force: true }));
    await waitForState(
      store,
      () => store.actionTypes().filter((t) => t === 'lookups/loadSucceeded').length === 2,
    );
  });

  it('keeps a failure with its message', async () => {
    await signIn('viewer');
    server.use(
      http.post('*/api/v1/categories/query', () =>
        HttpResponse.json({ code: 500, msg: 'category service down', data: null }),
      ),
    );
    const store = createTestStore();
    store.dispatch(loadRequested({ request: { kind: 'categories' } }));
    const state = await waitForState(
      store,
      (s) => selectLookup(s, { kind: 'categories' }).status === 'failed',
    );
    expect(selectLookup(state, { kind: 'categories' }).error).toEqual({
      code: 500,
      msg: 'category service down',
    });
  });

  it('sends the spec query for the tag-center tags of a scope', async () => {
    await signIn('viewer');
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/tag-center-api/tag/search')) body = await request.clone().json();
    });
    const store = createTestStore();
    const request: LookupRequest = { kind: 'tagCenterTags', scopeId: 'scope-1' };
    store.dispatch(loadRequested({ request }));
    await waitForState(store, (s) => selectLookup(s, request).status === 'succeeded');
    expect(body).toMatchObject({
      page: 0,
      size: 1_000_000,
      operator: 'AND',
      order: '-updated_at',
      query: [
        { k: 'scope_id', op: 'eq', v: 'scope-1' },
        { k: 'disabled', op: 'ne', v: true },
      ],
    });
    server.events.removeAllListeners();
  });

  it('keys a request by kind and parameters, whatever their order', () => {
    expect(lookupKey({ kind: 'floors', floorType: 'home', accountIds: ['b', 'a'] })).toBe(
      lookupKey({ kind: 'floors', accountIds: ['a', 'b'], floorType: 'home' }),
    );
    expect(lookupKey({ kind: 'floors', floorType: 'home' })).not.toBe(
      lookupKey({ kind: 'floors', floorType: 'render' }),
    );
  });
});

describe('isShownNow', () => {
  const now = 1_000_000;
  it.each([
    [{}, true],
    [{ visible: true, online_at: now - 10, offline_at: now + 10 }, true],
    [{ visible: false }, false],
    [{ disabled: true }, false],
    [{ is_deleted: true }, false],
    [{ online_at: now + 1 }, false],
    [{ offline_at: now - 1 }, false],
    [{ online_at: 0, offline_at: 0 }, true],
  ])('%p is shown: %p', (item, shown) => {
    expect(isShownNow(item, now)).toBe(shown);
  });
});
