import { http, HttpResponse } from 'msw';
import { tagCenterCategories, tagCenterScopes, tagCenterTags } from 'mock/db/lookups';
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

  it("makes 03 §7's tag search for a scope's tags, and the mock answers its live tags, heaviest first", async () => {
    await signIn('viewer');
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/v1/tag-center-api/tag/search')) body = await request.clone().json();
    });
    const scope = tagCenterScopes().findOne((candidate) => candidate.name === 'Community')!;
    const store = createTestStore();
    const request: LookupRequest = { kind: 'tagCenterTags', scopeId: scope.id };
    store.dispatch(loadRequested({ request }));
    const state = await waitForState(store, (s) => selectLookup(s, request).status === 'succeeded');
    server.events.removeAllListeners();
    expect(body).toEqual({
      page: 0,
      size: 10_000,
      operator: 'AND',
      order: '-weight,-updated_at',
      query: [
        { k: 'disabled', op: 'eq', v: false },
        { k: 'is_deleted', op: 'eq', v: false },
        { k: 'scope_id', op: 'eq', v: scope.id },
      ],
    });
    const answered = selectLookup(state, request).items as { id: string; weight: number }[];
    const live = tagCenterTags()
      .find((tag) => tag.scope_id === scope.id && !tag.disabled && !tag.is_deleted)
      .sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0) || b.updated_at - a.updated_at);
    expect(tagCenterTags().find((tag) => tag.scope_id === scope.id).length).toBeGreaterThan(live.length);
    expect(answered.map((tag) => tag.id)).toEqual(live.map((tag) => tag.id));
  });

  it("keeps the tag search to a category when given one (03 §7's optional category_id)", async () => {
    await signIn('viewer');
    const touring = tagCenterTags().findOne((tag) => tag.name === 'Touring')!;
    const store = createTestStore();
    const request: LookupRequest = { kind: 'tagCenterTags', categoryId: touring.category_id };
    store.dispatch(loadRequested({ request }));
    const state = await waitForState(store, (s) => selectLookup(s, request).status === 'succeeded');
    const answered = selectLookup(state, request).items as { category_id: string; name: string }[];
    expect(answered.map((tag) => tag.name)).toContain('Touring');
    expect(answered.every((tag) => tag.category_id === touring.category_id)).toBe(true);
  });

  it("makes 03 §7's category search, and the mock answers the live categories, a disabled one left out", async () => {
    await signIn('admin');
    const first = tagCenterCategories().all()[0];
    tagCenterCategories().update(first.id, { disabled: true });
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/v1/tag-center-api/category/search')) body = await request.clone().json();
    });
    const store = createTestStore();
    const request: LookupRequest = { kind: 'tagCenterCategories' };
    store.dispatch(loadRequested({ request }));
    const state = await waitForState(store, (s) => selectLookup(s, request).status === 'succeeded');
    server.events.removeAllListeners();
    expect(body).toEqual({
      page: 0,
      size: 1000,
      operator: 'AND',
      order: '-updated_at',
      query: [
        { k: 'disabled', op: 'eq', v: false },
        { k: 'is_deleted', op: 'eq', v: false },
      ],
    });
    const answered = (selectLookup(state, request).items as { id: string }[]).map((category) => category.id);
    expect(answered).toHaveLength(tagCenterCategories().all().length - 1);
    expect(answered).not.toContain(first.id);
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
