/** The document-model factory, run against the mock backend with the reservation policy as its document. */
import { http, HttpResponse } from 'msw';
import { policies } from 'mock/db/config';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import type { RootState } from 'src-models/store';
import { policyService, type PolicySaveRequest, type ReservationPolicy } from 'src-services/policy';
import { domains } from 'test/allDomains';
import { createDocumentModel, type DocumentState } from './index';

const server = installMockBackend();

const sample = createDocumentModel<ReservationPolicy, PolicySaveRequest, 'sample'>({
  name: 'sample',
  load: (id, options) => policyService.get(id ?? '', options),
  save: async (input, options) => {
    const answer = await policyService.save(input, options);
    return answer?.id ? { id: answer.id, content: input.content } : null;
  },
  selectId: (policy) => policy.id,
  messages: {
    saveSucceeded: { create: 'list.created', update: 'list.updated' },
    saveFailed: 'config.policy.saveFailed',
  },
});
const { actions } = sample;

type Root = Record<'sample', DocumentState<ReservationPolicy> & { parts: Record<never, never> }>;
const doc = (state: RootState) => sample.selectors.selectState(state as unknown as Root);

function sampleStore() {
  return createNotedStore({
    domains: { ...domains, sample: { reducer: sample.reducer, saga: sample.saga } },
  });
}

/** The policy saves that reached the mock, with the request id each carried. */
function recordSaves() {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/reservation-center/policy/save'))
      seen.push(request.headers.get('x-request-id'));
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('load', () => {
  it('loads the document by id, and shows nothing of another document meanwhile', async () => {
    await signIn('admin');
    const store = sampleStore();
    store.dispatch(actions.loadRequested({ id: 'policy-test-ride' }));
    expect(doc(store.getState())).toMatchObject({
      id: 'policy-test-ride',
      data: null,
      load: { status: 'pending' },
    });
    const loaded = await waitForState(store, (s) => doc(s).load.status === 'succeeded');
    expect(doc(loaded).data?.content).toContain('Test ride policy');

    // The same document stays on screen while it reloads; another one does not.
    store.dispatch(actions.loadRequested({ id: 'policy-test-ride' }));
    expect(doc(store.getState()).data?.id).toBe('policy-test-ride');
    store.dispatch(actions.loadRequested({ id: 'policy-privacy' }));
    expect(doc(store.getState()).data).toBeNull();
    const other = await waitForState(store, (s) => doc(s).load.status === 'succeeded');
    expect(doc(other).data?.id).toBe('policy-privacy');
    expect(store.notes).toEqual([]);
  });

  it('keeps the failure, with no document and no toast (the editor shows it)', async () => {
    await signIn('admin');
    const store = sampleStore();
    store.dispatch(actions.loadRequested({ id: 'nope' }));
    const state = await waitForState(store, (s) => doc(s).load.status === 'failed');
    expect(doc(state).load.error).toEqual({ code: 404, msg: 'Policy not found' });
    expect(doc(state).data).toBeNull();
    expect(store.notes).toEqual([]);
  });
});

describe('save', () => {
  it('creates the document, takes its id, says the success message and sends the request id', async () => {
    await signIn('admin');
    const seen = recordSaves();
    const store = sampleStore();
    store.dispatch(actions.saveRequested({ requestId: 'r-1', input: { content: '<p>Gloves too</p>' } }));
    expect(doc(store.getState()).save).toEqual({
      status: 'pending',
      error: null,
      requestId: 'r-1',
      id: null,
    });
    const state = await waitForState(store, (s) => doc(s).save.status === 'succeeded');
    const id = doc(state).data?.id as string;
    expect(doc(state)).toMatchObject({
      id,
      data: { id, content: '<p>Gloves too</p>' },
      load: { status: 'succeeded' },
      save: { status: 'succeeded', error: null, requestId: 'r-1', id },
    });
    expect(policies().get(id)?.content).toBe('<p>Gloves too</p>');
    expect(store.notes).toEqual([['success', 'list.created']]);
    expect(seen).toEqual(['r-1']);
  });

  it.each<[string, { code: number; msg: string }, unknown]>([
    ['a catalogued code: its text', { code: 968, msg: 'insufficient permission' }, { key: 'error.code.968' }],
    ['another code: the server msg', { code: 400, msg: 'Policy too long' }, { text: 'Policy too long' }],
    ['no msg: the configured fallback', { code: 500, msg: '' }, { key: 'config.policy.saveFailed' }],
  ])('reports a refused save with %s, and keeps the document', async (_, envelope, toast) => {
    server.use(
      http.post('*/api/v1/reservation-center/policy/save', () =>
        HttpResponse.json({ ...envelope, data: null }),
      ),
    );
    await signIn('admin');
    const store = sampleStore();
    store.dispatch(actions.loadRequested({ id: 'policy-test-ride' }));
    const loaded = await waitForState(store, (s) => doc(s).load.status === 'succeeded');
    store.dispatch(
      actions.saveRequested({ requestId: 'r-2', input: { id: 'policy-test-ride', content: 'x' } }),
    );
    const state = await waitForState(store, (s) => doc(s).save.status === 'failed');
    expect(doc(state).save).toEqual({
      status: 'failed',
      error: envelope,
      requestId: 'r-2',
      id: 'policy-test-ride',
    });
    expect(doc(state).data).toEqual(doc(loaded).data);
    expect(store.notes).toEqual([['error', toast]]);
  });

  it("says a create's text on a create and an update's on an update (messages per action, by the input's id)", async () => {
    await signIn('admin');
    const store = sampleStore();
    store.dispatch(actions.saveRequested({ requestId: 'c-1', input: { content: '<p>New</p>' } }));
    const created = await waitForState(store, (s) => doc(s).save.status === 'succeeded');
    const id = doc(created).data?.id as string;
    store.dispatch(actions.saveRequested({ requestId: 'u-1', input: { id, content: '<p>Changed</p>' } }));
    await waitForState(store, (s) => doc(s).save.requestId === 'u-1' && doc(s).save.status === 'succeeded');
    expect(store.notes).toEqual([
      ['success', 'list.created'],
      ['success', 'list.updated'],
    ]);
  });

  it.each([
    ['a create', undefined, 'error.createFailed'],
    ['an update', 'policy-test-ride', 'error.updateFailed'],
  ])("falls back to the action's own text when %s fails without a msg", async (_, id, fallback) => {
    server.use(
      http.post('*/api/v1/reservation-center/policy/save', () =>
        HttpResponse.json({ code: 500, msg: '', data: null }),
      ),
    );
    await signIn('admin');
    const perAction = createDocumentModel<ReservationPolicy, PolicySaveRequest, 'sample'>({
      ...sample.config,
      messages: {
        saveSucceeded: { create: 'list.created', update: 'list.updated' },
        saveFailed: { create: 'error.createFailed', update: 'error.updateFailed' },
      },
    });
    const store = createNotedStore({
      domains: { ...domains, sample: { reducer: perAction.reducer, saga: perAction.saga } },
    });
    store.dispatch(perAction.actions.saveRequested({ requestId: 'f-1', input: { id, content: 'x' } }));
    await waitForState(store, (s) => doc(s).save.status === 'failed');
    expect(store.notes).toEqual([['error', { key: fallback }]]);
  });

  it('saves once for five requests in a burst: one call reaches the backend, one record, one message', async () => {
    await signIn('admin');
    const seen = recordSaves();
    const before = policies().size;
    const store = sampleStore();
    for (const n of [1, 2, 3, 4, 5])
      store.dispatch(actions.saveRequested({ requestId: `burst-${n}`, input: { content: '<p>Once</p>' } }));
    const state = await waitForState(store, (s) => doc(s).save.status === 'succeeded');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual(['burst-1']);
    expect(doc(state).save.requestId).toBe('burst-1');
    expect(store.actionTypes().filter((type) => type === 'sample/saveSucceeded')).toHaveLength(1);
    expect(store.notes).toEqual([['success', 'list.created']]);
    expect(policies().size).toBe(before + 1);
  });

  it('treats an answer without a record as nothing saved: no message, the save back to idle', async () => {
    server.use(
      http.post('*/api/v1/reservation-center/policy/save', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: {} }),
      ),
    );
    await signIn('admin');
    const store = sampleStore();
    store.dispatch(actions.saveRequested({ requestId: 'r-3', input: { content: '<p>x</p>' } }));
    await waitForState(store, () => store.actionTypes().includes('sample/saveSucceeded'));
    expect(doc(store.getState())).toMatchObject({ data: null, save: { status: 'idle', requestId: 'r-3' } });
    expect(store.notes).toEqual([]);
  });

  it('ends the session on 969 and keeps the save failed', async () => {
    await signIn('admin');
    await fetch('http://localhost/__mock/sessions/expire', { method: 'POST' });
    const store = sampleStore();
    store.dispatch(actions.saveRequested({ requestId: 'r-4', input: { content: '<p>x</p>' } }));
    const state = await waitForState(store, (s) => doc(s).save.status === 'failed');
    expect(doc(state).save.error?.code).toBe(969);
    expect(store.actionTypes()).toContain('session/sessionEndDetected');
  });
});

describe('reset', () => {
  it('starts a new document, but never forgets a save still running', async () => {
    await signIn('admin');
    const store = sampleStore();
    store.dispatch(actions.loadRequested({ id: 'policy-privacy' }));
    await waitForState(store, (s) => doc(s).load.status === 'succeeded');
    store.dispatch(
      actions.saveRequested({ requestId: 'r-5', input: { id: 'policy-privacy', content: '<p>y</p>' } }),
    );
    store.dispatch(actions.resetRequested());
    expect(doc(store.getState())).toMatchObject({ id: null, data: null, load: { status: 'idle' } });
    expect(doc(store.getState()).save).toMatchObject({ status: 'pending', requestId: 'r-5' });
    await waitForState(store, (s) => doc(s).save.status === 'succeeded');
    store.dispatch(actions.resetRequested());
    expect(doc(store.getState()).save).toEqual({ status: 'idle', error: null, requestId: null, id: null });
  });
});
