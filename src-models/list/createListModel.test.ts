/**
 * The list-model factory, once and thoroughly: a model of its own on the coupon center's endpoints, in a real
 * store with its sagas, against the mock backend.
 */
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { delay, http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { jobsOnTestClock } from 'test/mockJobs';
import { EXPORT_MS_PER_ROW } from 'mock/handlers/export';
import { coupons } from 'mock/db/coupons';
import { exportJobs } from 'mock/db/exports';
import { couponListService, couponService, type Coupon, type CouponInput } from 'src-services/coupons';
import type { ErrorText } from 'src-services/errors';
import { DEFAULT_TIMING } from '../common/context';
import { savedFilterActions, savedFiltersReducer, selectSavedFilters } from '../savedFilters';
import { sessionReducer, sessionSaga, checkRequested } from '../session';
import { createListModel } from './createListModel';
import type { ExportOptions, ListState } from './types';

const server = installMockBackend();
// 600 rows in 0.6 s: a few polls at least, on a busy machine too (0.2 ms a row left two polls in a full run).
const jobs = jobsOnTestClock();

type Note = ['success', string] | ['error', ErrorText];

function setup(exportOptions: ExportOptions = {}) {
  const model = createListModel<Coupon, CouponInput, 'probe', 'deactivate'>({
    name: 'probe',
    service: couponListService,
    defaultOrder: 'title',
    selectId: (coupon) => coupon.card_id,
    // A coupon names the record it updates with card_id, not id.
    isUpdate: (coupon) => Boolean(coupon.card_id),
    itemActions: {
      deactivate: {
        run: (cardId, _args, options) => couponService.deactivate(cardId, options),
        patch: () => ({ deactivated: true }),
        succeeded: 'coupon.deactivated',
        failed: 'coupon.deactivateFailed',
      },
    },
    exportOptions,
  });
  const notes: Note[] = [];
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagas = createSagaMiddleware({
    context: {
      timing: { ...DEFAULT_TIMING, pollMs: 20 },
      notify: {
        success: (key: string) => notes.push(['success', key]),
        error: (text: ErrorText) => notes.push(['error', text]),
      },
    },
  });
  const store = configureStore({
    reducer: { session: sessionReducer, probe: model.reducer, savedFilters: savedFiltersReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas, record),
  });
  sagas.run(model.saga);
  sagas.run(sessionSaga);
  const state = () => store.getState().probe as ListState<Coupon>;
  const waitFor = (predicate: (list: ListState<Coupon>) => boolean, timeoutMs = 5000) =>
    new Promise<ListState<Coupon>>((resolve, reject) => {
      if (predicate(state())) return resolve(state());
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new Error(`never matched: ${JSON.stringify({ ...state(), entities: '…' })}`));
      }, timeoutMs);
      const unsubscribe = store.subscribe(() => {
        if (!predicate(state())) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(state());
      });
    });
  const count = (type: string) => actions.filter((action) => action.type === type).length;
  const filters = () => selectSavedFilters(store.getState(), 'probe');
  const waitForFilters = (predicate: (value: ReturnType<typeof filters>) => boolean) =>
    new Promise<ReturnType<typeof filters>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('saved filters never matched')), 5000);
      const check = () => {
        if (!predicate(filters())) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(filters());
      };
      const unsubscribe = store.subscribe(check);
      check();
    });
  return { model, store, state, waitFor, waitForFilters, notes, actions, count, a: model.actions };
}

const input: CouponInput = {
  title: 'Factory probe',
  banner: '/api/v1/upload-center/files/x/banner.png',
  service_phone: '400-000-0000',
  date_info: { type: 'permanent' },
  discount: { type: 'percentage', value: 90 },
};

const titles = (list: ListState<Coupon>) => list.ids.map((id) => list.entities[id].title);

beforeEach(() => signIn('admin'));

describe('search', () => {
  it('loads a page in the requested order with the total of all matches', async () => {
    const { store, waitFor, a } = setup();
    store.dispatch(a.searchRequested({ size: 5, page: 1 }));
    const list = await waitFor((s) => s.search.status === 'succeeded');
    const all = coupons()
      .all()
      .map((coupon) => coupon.title)
      .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    expect(list.total).toBe(coupons().size);
    expect(titles(list)).toEqual(all.slice(5, 10));
  });

  it('applies the conditions with AND or OR', async () => {
    const { store, waitFor, a } = setup();
    const spring = { k: 'title', op: 'regex' as const, v: '^Spring', uiK: 'start_with' };
    const deactivated = { k: 'deactivated', op: 'eq' as const, v: true, uiK: 'is' };
    store.dispatch(a.searchRequested({ query: [spring, deactivated], operator: 'AND', size: 100 }));
    const both = await waitFor((s) => s.search.status === 'succeeded');
    expect(both.total).toBe(
      coupons()
        .all()
        .filter((c) => c.title.startsWith('Spring') && c.deactivated).length,
    );
    store.dispatch(a.searchRequested({ operator: 'OR' }));
    const either = await waitFor((s) => s.search.status === 'succeeded' && s.query.operator === 'OR');
    expect(either.total).toBe(
      coupons()
        .all()
        .filter((c) => c.title.startsWith('Spring') || c.deactivated).length,
    );
  });

  it('keeps only the latest search: the stale request is aborted and its answer never lands', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.post('*/api/v1/coupon-center/coupon/search', async ({ request }) => {
        signals.push(request.signal);
        if (signals.length === 1) await delay('infinite');
        return HttpResponse.json({ code: 200, msg: '', data: { results: [], total: 42 } });
      }),
    );
    const { store, waitFor, a, count } = setup();
    store.dispatch(a.searchRequested({ page: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    store.dispatch(a.searchRequested({ page: 4 }));
    const list = await waitFor((s) => s.search.status === 'succeeded');
    expect(signals[0].aborted).toBe(true);
    expect(list.total).toBe(42);
    expect(list.query.page).toBe(4);
    expect(count('probe/searchSucceeded')).toBe(1);
  });

  it.each([
    ['a server refusal shows its msg', () => undefined, [{ k: 'title', op: 'regex', v: '(' }], 400],
    ['a missing privilege shows the catalogue text', () => signIn('club'), [], 968],
  ])('fails cleanly: %s', async (_label, before, query, code) => {
    await before();
    const { store, waitFor, a, notes } = setup();
    store.dispatch(a.searchRequested({ query: query as never }));
    const list = await waitFor((s) => s.search.status === 'failed');
    expect(list.search.error?.code).toBe(code);
    expect(notes).toEqual([
      ['error', code === 968 ? { key: 'error.code.968' } : { text: expect.stringMatching(/^Invalid regex/) }],
    ]);
  });

  it('reports a network failure', async () => {
    server.use(http.post('*/api/v1/coupon-center/coupon/search', () => HttpResponse.error()));
    const { store, waitFor, a, notes } = setup();
    store.dispatch(a.searchRequested());
    expect((await waitFor((s) => s.search.status === 'failed')).search.error).toEqual({
      code: -1,
      msg: 'Network Failed',
    });
    expect(notes).toEqual([['error', { key: 'error.network' }]]);
  });

  it('ends the session on 969', async () => {
    const { store, waitFor, a } = setup();
    store.dispatch(checkRequested());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fetch('http://localhost/__mock/sessions/expire', { method: 'POST' });
    store.dispatch(a.searchRequested());
    await waitFor((s) => s.search.status === 'failed');
    expect(store.getState().session.status).toBe('expired');
  });

  it('drops selected ids that left the page', async () => {
    const { store, waitFor, a } = setup();
    store.dispatch(a.searchRequested());
    const first = await waitFor((s) => s.search.status === 'succeeded');
    store.dispatch(a.selectionChanged([first.ids[0], 'gone']));
    store.dispatch(a.searchRequested());
    expect((await waitFor((s) => s.search.status === 'succeeded')).selection).toEqual([first.ids[0]]);
  });
});

describe('save and remove', () => {
  it('saves, tells the operator, keeps the request id and searches again', async () => {
    const { store, waitFor, a, notes, count } = setup();
    store.dispatch(a.saveRequested({ requestId: 'r1', item: input }));
    const list = await waitFor((s) => s.save.status === 'succeeded' && s.search.status === 'succeeded');
    expect(list.save).toMatchObject({ requestId: 'r1', id: expect.any(String), error: null });
    expect(list.entities[list.save.id as string].title).toBe('Factory probe');
    expect(notes).toEqual([['success', 'list.created']]);
    expect(count('probe/searchRequested')).toBe(1);
  });

  it("says a create's text on a create and an update's on an update, and each one's fallback", async () => {
    const { store, waitFor, a, notes } = setup();
    store.dispatch(a.saveRequested({ requestId: 'new', item: input }));
    const created = await waitFor((s) => s.save.status === 'succeeded' && s.save.requestId === 'new');
    const cardId = created.save.id as string;
    const update = { ...input, card_id: cardId, title: 'Probe changed' };
    store.dispatch(a.saveRequested({ requestId: 'change', item: update }));
    await waitFor((s) => s.save.status === 'succeeded' && s.save.requestId === 'change');
    server.use(http.post('*/custom_code/save', () => HttpResponse.json({ code: 500, msg: '', data: null })));
    store.dispatch(a.saveRequested({ requestId: 'refused', item: update }));
    await waitFor((s) => s.save.status === 'failed' && s.save.requestId === 'refused');
    expect(notes).toEqual([
      ['success', 'list.created'],
      ['success', 'list.updated'],
      ['error', { key: 'error.updateFailed' }],
    ]);
  });

  it('saves once on a double submit', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/custom_code/save')) posts += 1;
    });
    const { store, waitFor, a } = setup();
    store.dispatch(a.saveRequested({ requestId: 'first', item: input }));
    store.dispatch(a.saveRequested({ requestId: 'second', item: input }));
    const list = await waitFor((s) => s.save.status === 'succeeded');
    server.events.removeAllListeners();
    expect(posts).toBe(1);
    expect(list.save.requestId).toBe('first');
    expect(
      coupons()
        .all()
        .filter((coupon) => coupon.title === 'Factory probe'),
    ).toHaveLength(1);
  });

  it("shows the server's msg when it refuses, and the fallback when its answer is unusable", async () => {
    const { store, waitFor, a, notes } = setup();
    store.dispatch(a.saveRequested({ requestId: 'bad', item: { ...input, title: '' } }));
    const refused = await waitFor((s) => s.save.status === 'failed');
    expect(refused.save).toMatchObject({
      requestId: 'bad',
      error: { code: 400, msg: 'Please input the title' },
    });
    server.use(http.post('*/custom_code/save', () => HttpResponse.json({ code: 200, msg: '', data: {} })));
    store.dispatch(a.saveRequested({ requestId: 'empty', item: input }));
    await waitFor((s) => s.save.status === 'failed' && s.save.requestId === 'empty');
    expect(notes).toEqual([
      ['error', { text: 'Please input the title' }],
      ['error', { key: 'error.createFailed' }],
    ]);
  });

  it('removes, and reports a refusal', async () => {
    const { store, waitFor, a, notes } = setup();
    const active = coupons()
      .all()
      .find((coupon) => !coupon.deactivated) as Coupon;
    store.dispatch(a.removeRequested({ requestId: 'x', id: active.card_id }));
    const refused = await waitFor((s) => s.remove.status === 'failed');
    expect(refused.remove).toMatchObject({
      id: active.card_id,
      error: { msg: 'Only a deactivated coupon can be deleted' },
    });
    const deactivated = coupons()
      .all()
      .find((coupon) => coupon.deactivated && !coupon.deleted) as Coupon;
    store.dispatch(a.removeRequested({ requestId: 'y', id: deactivated.card_id }));
    await waitFor((s) => s.remove.status === 'succeeded');
    expect(coupons().get(deactivated.card_id)?.deleted).toBe(true);
    expect(notes.at(-1)).toEqual(['success', 'list.deleted']);
  });

  it('runs a domain workflow and patches the record', async () => {
    const { store, waitFor, a, model, notes } = setup();
    store.dispatch(a.searchRequested({ query: [{ k: 'deactivated', op: 'eq', v: false }] }));
    const list = await waitFor((s) => s.search.status === 'succeeded');
    const [id] = list.ids;
    store.dispatch(model.itemActions.deactivate.requested({ requestId: 'd', id }));
    const after = await waitFor((s) => s.itemActions.deactivate.status === 'succeeded');
    expect(after.entities[id].deactivated).toBe(true);
    store.dispatch(model.itemActions.deactivate.requested({ requestId: 'd2', id }));
    const again = await waitFor((s) => s.itemActions.deactivate.status === 'failed');
    expect(again.itemActions.deactivate.error?.msg).toBe('The coupon is already deactivated');
    expect(notes).toEqual([
      ['success', 'coupon.deactivated'],
      ['error', { text: 'The coupon is already deactivated' }],
    ]);
  });
});

describe('export', () => {
  const request = {
    columns: [{ title: 'Title', key: 'title', type: 'string' as const }],
    sheetName: 'Coupons',
    path: 'coupons',
  };
  const addCoupons = (count: number) => {
    const [template] = coupons().all();
    for (let i = 0; i < count; i += 1) coupons().insert({ ...template, id: `bulk${i}`, card_id: `bulk${i}` });
  };

  it('opens a small export at once, as an absolute http URL', async () => {
    const { store, waitFor, a } = setup();
    store.dispatch(a.exportRequested(request));
    const list = await waitFor((s) => s.export.status === 'ready');
    expect(list.export.url).toMatch(/^http:\/\/localhost\/api\/table\/files\/\w+\/coupons\.xlsx$/);
    expect((await fetch(list.export.url as string)).headers.get('content-disposition')).toMatch(
      /^attachment/,
    );
  });

  it('polls a job with progress until it is ready', async () => {
    addCoupons(600);
    const { store, waitFor, a, actions } = setup();
    store.dispatch(a.exportRequested(request));
    const polling = await waitFor((s) => s.export.status === 'polling');
    const total = coupons().size;
    expect(polling.export).toMatchObject({ total, estimateSeconds: 1 + Math.ceil(total / 150), progress: 0 });
    // Half the job's time passes, then the rest.
    jobs.advance((total * EXPORT_MS_PER_ROW) / 2);
    await waitFor((s) => s.export.progress === 0.5);
    jobs.advance((total * EXPORT_MS_PER_ROW) / 2);
    const ready = await waitFor((s) => s.export.status === 'ready');
    expect(ready.export.progress).toBe(1);
    const progress = actions.filter((action) => action.type === 'probe/exportProgressed');
    const shown = progress.map((action) => (action.payload as { progress: number }).progress);
    expect(shown).toContain(0.5);
    expect(shown).toEqual([...shown].sort((x, y) => x - y));
  });

  it('cancels a job: no file opens and the server drops the job', async () => {
    addCoupons(600);
    const { store, waitFor, a, count } = setup();
    store.dispatch(a.exportRequested(request));
    await waitFor((s) => s.export.status === 'polling');
    store.dispatch(a.exportCancelled());
    expect(store.getState().probe.export.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exportJobs().all()[0].cancelled).toBe(true);
    jobs.advance(coupons().size * EXPORT_MS_PER_ROW);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count('probe/exportReady')).toBe(0);
  });

  it('gives up with "download failed" after the timeout', async () => {
    addCoupons(600);
    const { store, waitFor, a, notes } = setup({ timeoutMs: () => 50 });
    store.dispatch(a.exportRequested(request));
    await waitFor((s) => s.export.status === 'failed');
    expect(notes).toEqual([['error', { key: 'error.downloadFailed' }]]);
  });

  it('never opens a URL that is not http(s)', async () => {
    server.use(
      http.post('*/api/table/download_url', () =>
        HttpResponse.json({ code: 200, msg: '', data: { url: 'javascript:alert(1)' } }),
      ),
    );
    const { store, waitFor, a, notes } = setup();
    store.dispatch(a.exportRequested(request));
    const list = await waitFor((s) => s.export.status === 'failed');
    expect(list.export.url).toBeNull();
    expect(notes).toEqual([['error', { key: 'error.downloadFailed' }]]);
  });

  it("shows the server's reason when the export is refused", async () => {
    await signIn('club');
    const { store, waitFor, a, notes } = setup();
    store.dispatch(a.exportRequested(request));
    await waitFor((s) => s.export.status === 'failed');
    expect(notes).toEqual([['error', { key: 'error.code.968' }]]);
  });
});

describe('saved filters (the savedFilters domain, run by the list that has them)', () => {
  const filter = {
    operator: 'AND' as const,
    query: [{ k: 'title', op: 'regex' as const, v: 'Spring', uiK: 'contains' }],
  };
  const list = 'probe';

  it('saves, lists (in another store too) and deletes, with their messages', async () => {
    const { store, waitForFilters, notes } = setup();
    store.dispatch(
      savedFilterActions.saveRequested({ list, requestId: 's', input: { name: 'Spring', filter } }),
    );
    const saved = await waitForFilters((s) => s.save.status === 'succeeded');
    const id = saved.save.id as string;

    const other = setup();
    other.store.dispatch(savedFilterActions.loadRequested({ list }));
    const loaded = await other.waitForFilters((s) => s.status === 'succeeded');
    expect(loaded.items.map((item) => item.name)).toEqual(['Spring']);

    store.dispatch(savedFilterActions.removeRequested({ list, requestId: 'r', id }));
    const removed = await waitForFilters((s) => s.remove.status === 'succeeded');
    expect(removed.items).toEqual([]);
    expect(notes).toEqual([
      ['success', 'list.filter.saved'],
      ['success', 'list.filter.deleted'],
    ]);
  });

  it('refuses a filter without a name', async () => {
    const { store, waitForFilters } = setup();
    store.dispatch(savedFilterActions.saveRequested({ list, requestId: 's', input: { name: ' ', filter } }));
    const failed = await waitForFilters((s) => s.save.status === 'failed');
    expect(failed.save.error).toEqual({ code: 400, msg: 'Filter name is required' });
  });

  it("answers only its own list's events", async () => {
    const { store, waitForFilters } = setup();
    store.dispatch(savedFilterActions.loadRequested({ list: 'another' }));
    store.dispatch(savedFilterActions.loadRequested({ list }));
    await waitForFilters((s) => s.status === 'succeeded');
    expect(selectSavedFilters(store.getState(), 'another').status).toBe('pending');
  });
});

describe('a scoped list', () => {
  it('ANDs the scope into every search, whatever the operator joins with OR', async () => {
    const { store, waitFor, a } = setup();
    const deactivated = { k: 'deactivated', op: 'eq' as const, v: true };
    store.dispatch(a.searchRequested({ scope: [deactivated] }));
    const scoped = await waitFor((s) => s.search.status === 'succeeded');
    const expected = coupons().find((coupon) => coupon.deactivated).length;
    expect(scoped.total).toBe(expected);

    const title = { k: 'title', op: 'regex' as const, v: '.' };
    store.dispatch(a.searchRequested({ query: [title], operator: 'OR' }));
    const filtered = await waitFor((s) => s.search.status === 'succeeded');
    expect(filtered.total).toBe(expected);
    expect(Object.values(filtered.entities).every((coupon) => coupon?.deactivated)).toBe(true);
  });
});
