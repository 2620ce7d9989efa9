/**
 * The DOC area's flows through the app's store and sagas, against the mock backend: the role and the admin
 * variants, the approval workflow (one application, a selection with per-row outcomes, 1340675), the reject
 * reasons offered, deletion, the member list's default filter, the download by month and the admins offered.
 */
import { http, HttpResponse } from 'msw';
import { clubApplications } from 'mock/db/clubApplications';
import { clubMembers } from 'mock/db/clubMembers';
import { clubs } from 'mock/db/clubs';
import { members } from 'mock/db/members';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import type { RootState } from 'src-models/store';
import type { DocApplication } from 'src-services/docs';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import {
  applicationLists,
  DOC_MEMBER_DEFAULT_QUERY,
  docAreaActions,
  docLists,
  docMemberLists,
  selectApproval,
  selectDocVariant,
} from './index';

const server = installMockBackend();

const firstClub = () => clubs().all()[0];
const open = (predicate: (application: DocApplication) => boolean) =>
  clubApplications().find(
    (application) =>
      application.state === 'applying' && application.deleted_flag === 0 && predicate(application),
  );
const expiredRenewal = () => {
  const expired = new Set(
    clubMembers()
      .find((member) => member.state === 'invalid')
      .map((member) => member.unionid),
  );
  return open((application) => application.type === 'annual_review' && expired.has(application.unionid));
};
const row = (application: DocApplication) => ({ id: application.id, name: application.name });
const finished = (root: RootState) => root.docArea.approval.status === 'done';

/** Paths the store called, in order. */
function callsTo(pattern: RegExp): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (pattern.test(path)) paths.push(path);
  });
  return paths;
}

async function signedInStore(account: 'admin' | 'clubAdmin' | 'club' = 'admin') {
  await signIn(account);
  const store = createNotedStore();
  store.dispatch(docAreaActions.roleRequested({ operatorId: `op-${account}` }));
  await waitForState(store, (root) => root.docArea.role.status === 'succeeded');
  return store;
}

describe('the DOC role', () => {
  it('switches a club administrator to the admin variants, and lists only their club', async () => {
    const paths = callsTo(/\/doc\//);
    const store = await signedInStore('clubAdmin');
    expect(store.getState().docArea.role).toMatchObject({ role: 'admin', docIds: [firstClub().id] });
    expect(selectDocVariant(store.getState())).toBe('admin');
    store.dispatch(docLists.admin.actions.searchRequested({ query: [], page: 0 }));
    const state = await waitForState(store, (root) => root.adminDocs.search.status === 'succeeded');
    expect(docLists.admin.selectors.selectAll(state).map((doc) => doc.name)).toEqual(['上海骑士俱乐部']);
    expect(paths).toEqual(['/api/v1/scrm/my/doc/role', '/api/v1/scrm/admin/doc/search']);
  });

  it('keeps an operator who administers no club on the plain paths', async () => {
    const store = await signedInStore('club');
    expect(selectDocVariant(store.getState())).toBe('operator');
  });
});

describe('approving and rejecting one application', () => {
  it('approves after the confirmation, then the list shows it passed', async () => {
    const store = await signedInStore('admin');
    const application = open((candidate) => candidate.type === 'join')[0];
    store.dispatch(
      docAreaActions.approvalRequested({ requestId: 'a1', action: 'approve', rows: [row(application)] }),
    );
    const state = await waitForState(
      store,
      (root) => finished(root) && root.docApplications.search.status === 'succeeded',
    );
    expect(selectApproval(state).rows).toEqual([
      { id: application.id, name: application.name, status: 'succeeded', error: null },
    ]);
    expect(store.notes).toEqual([['success', 'doc.application.approved']]);
    expect(clubApplications().get(application.id)?.state).toBe('pass');
  });

  it('says the membership expired and the member must reapply (1340675)', async () => {
    const store = await signedInStore('admin');
    const [application] = expiredRenewal();
    store.dispatch(
      docAreaActions.approvalRequested({ requestId: 'a2', action: 'approve', rows: [row(application)] }),
    );
    const state = await waitForState(store, finished);
    expect(selectApproval(state).rows[0]).toMatchObject({ status: 'failed', error: { code: 1340675 } });
    expect(store.notes).toEqual([['error', { key: 'error.code.1340675' }]]);
    expect(clubApplications().get(application.id)?.state).toBe('applying');
  });

  it('rejects with the reason, which the next rejection offers first', async () => {
    const store = await signedInStore('admin');
    store.dispatch(docAreaActions.presetsRequested());
    await waitForState(store, (root) => root.docArea.presets.status === 'succeeded');
    const seeded = store.getState().docArea.presets.reasons;
    // The reasons of earlier rejections, each once.
    expect(seeded.length).toBeGreaterThan(1);
    expect(new Set(seeded).size).toBe(seeded.length);
    const application = open(() => true)[0];
    const reason = 'Please upload the purchase invoice';
    store.dispatch(
      docAreaActions.approvalRequested({
        requestId: 'r1',
        action: 'reject',
        rows: [row(application)],
        reason,
      }),
    );
    const state = await waitForState(store, finished);
    expect(store.notes).toEqual([['success', 'doc.application.rejected']]);
    expect(clubApplications().get(application.id)).toMatchObject({ state: 'reject', reject_reason: reason });
    expect(state.docArea.presets.reasons[0]).toBe(reason);
    store.dispatch(docAreaActions.presetsRequested());
    const again = await waitForState(store, (root) => root.docArea.presets.status === 'succeeded');
    expect(again.docArea.presets.reasons[0]).toBe(reason);
  });

  it('lets a club administrator decide through the admin action', async () => {
    const paths = callsTo(/application\/action$/);
    const store = await signedInStore('clubAdmin');
    const application = open(
      (candidate) => candidate.doc_id === firstClub().id && candidate.type === 'join',
    )[0];
    store.dispatch(
      docAreaActions.approvalRequested({
        requestId: 'c1',
        action: 'reject',
        rows: [row(application)],
        reason: '资料不完整',
      }),
    );
    await waitForState(
      store,
      (root) => finished(root) && root.adminDocApplications.search.status === 'succeeded',
    );
    expect(paths).toEqual(['/api/v1/scrm/admin/doc/application/action']);
    expect(clubApplications().get(application.id)?.state).toBe('reject');
  });
});

describe('approving a selection', () => {
  it('reports each row: one that fails does not stop the others, and stays chosen', async () => {
    const store = await signedInStore('admin');
    // The rows are chosen on the page on screen: one club's applications.
    const club = firstClub().id;
    const list = applicationLists.operator;
    store.dispatch(
      list.actions.searchRequested({ scope: [{ k: 'doc_id', op: 'eq', v: club }], query: [], page: 0 }),
    );
    await waitForState(store, (root) => root.docApplications.search.status === 'succeeded');
    const joins = open((candidate) => candidate.type === 'join' && candidate.doc_id === club).slice(0, 2);
    const [expired] = expiredRenewal().filter((candidate) => candidate.doc_id === club);
    const rows = [joins[0], expired, joins[1]].map(row);
    store.dispatch(list.actions.selectionChanged(rows.map((each) => each.id)));
    store.dispatch(
      docAreaActions.approvalRequested({ requestId: 'b1', action: 'approve', rows, batch: true }),
    );
    // Once the run has ended, the list searches again and keeps only the failed row chosen.
    const state = await waitForState(
      store,
      (root) => finished(root) && root.docApplications.selection.length < rows.length,
    );
    expect(
      selectApproval(state).rows.map(({ id, status, error }) => [id, status, error?.code ?? null]),
    ).toEqual([
      [joins[0].id, 'succeeded', null],
      [expired.id, 'failed', 1340675],
      [joins[1].id, 'succeeded', null],
    ]);
    expect(store.notes).toEqual([
      ['error', { key: 'doc.batch.someFailed', values: { failed: 1, total: 3 } }],
    ]);
    expect(state.docApplications.selection).toEqual([expired.id]);
    expect(joins.map((each) => clubApplications().get(each.id)?.state)).toEqual(['pass', 'pass']);
  });

  it('rejects every row with one reason, and says how many were done', async () => {
    const store = await signedInStore('admin');
    const rows = open(() => true)
      .slice(0, 3)
      .map(row);
    store.dispatch(
      docAreaActions.approvalRequested({
        requestId: 'b2',
        action: 'reject',
        rows,
        reason: 'Duplicate application',
        batch: true,
      }),
    );
    const state = await waitForState(store, finished);
    expect(selectApproval(state).rows.every((each) => each.status === 'succeeded')).toBe(true);
    expect(store.notes).toEqual([['success', 'doc.batch.allDone']]);
    expect(rows.map((each) => clubApplications().get(each.id)?.reject_reason)).toEqual([
      'Duplicate application',
      'Duplicate application',
      'Duplicate application',
    ]);
  });

  it('keeps going past a failure of the network, and stops at an ended session', async () => {
    const store = await signedInStore('admin');
    const rows = open(() => true)
      .slice(0, 4)
      .map(row);
    let calls = 0;
    server.use(
      http.post('*/api/v1/scrm/doc/application/action', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        if (calls === 3) return HttpResponse.json({ code: 969, msg: 'session expired', data: null });
        return undefined;
      }),
    );
    store.dispatch(
      docAreaActions.approvalRequested({ requestId: 'b3', action: 'approve', rows, batch: true }),
    );
    const state = await waitForState(store, finished);
    expect(selectApproval(state).rows.map((each) => [each.status, each.error?.code ?? null])).toEqual([
      ['failed', -1],
      ['succeeded', null],
      ['failed', 969],
      ['failed', 969],
    ]);
    // The fourth row was never sent.
    expect(calls).toBe(3);
  });

  it('runs one selection at a time: a second request meanwhile is ignored', async () => {
    const store = await signedInStore('admin');
    const [first, second] = open(() => true);
    store.dispatch(
      docAreaActions.approvalRequested({
        requestId: 'x1',
        action: 'approve',
        rows: [row(first)],
        batch: true,
      }),
    );
    store.dispatch(
      docAreaActions.approvalRequested({
        requestId: 'x2',
        action: 'approve',
        rows: [row(second)],
        batch: true,
      }),
    );
    const state = await waitForState(store, finished);
    expect(selectApproval(state).requestId).toBe('x1');
    expect(clubApplications().get(second.id)?.state).toBe('applying');
  });
});

describe('the DOC list', () => {
  it('orders by weight then the latest update, and deletes a club', async () => {
    const store = await signedInStore('admin');
    store.dispatch(docLists.operator.actions.searchRequested({ query: [], page: 0 }));
    const state = await waitForState(store, (root) => root.docs.search.status === 'succeeded');
    const rows = docLists.operator.selectors.selectAll(state);
    const expected = clubs()
      .find((club) => club.deleted_flag === 0)
      .sort((a, b) => b.weight - a.weight || b.updated_at - a.updated_at);
    expect(rows.map((doc) => doc.id)).toEqual(expected.map((doc) => doc.id));
    store.dispatch(docLists.operator.actions.removeRequested({ requestId: 'd1', id: rows[0].id }));
    await waitForState(store, (root) => root.docs.remove.status === 'succeeded');
    expect(store.notes).toEqual([['success', 'doc.deleted']]);
  });

  it("says the server's msg, else 'Delete failed'", async () => {
    const store = await signedInStore('admin');
    server.use(refusedOnce('delete', '*/api/v1/scrm/doc/:id', 500, ''));
    store.dispatch(docLists.operator.actions.removeRequested({ requestId: 'd2', id: firstClub().id }));
    await waitForState(store, (root) => root.docs.remove.status === 'failed');
    expect(store.notes).toEqual([['error', { key: 'doc.deleteFailed' }]]);
  });
});

describe('the member list and the download by month', () => {
  it('shows valid members who have not quit by default', async () => {
    const store = await signedInStore('admin');
    store.dispatch(
      docMemberLists.operator.actions.searchRequested({ query: DOC_MEMBER_DEFAULT_QUERY, page: 0 }),
    );
    const state = await waitForState(store, (root) => root.docMembers.search.status === 'succeeded');
    expect(state.docMembers.total).toBe(
      clubMembers().find((member) => member.state === 'valid' && !member.quit).length,
    );
  });

  it('downloads through the identity download search, the columns chosen', async () => {
    const bodies: { url: string; payload: { query: unknown[] } }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/table/download_url')) bodies.push(await request.clone().json());
    });
    const store = await signedInStore('admin');
    const list = docMemberLists.operator;
    store.dispatch(list.actions.searchRequested({ query: DOC_MEMBER_DEFAULT_QUERY, page: 0 }));
    await waitForState(store, (root) => root.docMembers.search.status === 'succeeded');
    store.dispatch(
      list.actions.exportRequested({
        columns: [{ title: 'Name', key: 'name', type: 'string' }],
        sheetName: 'DOC members',
        path: 'doc-members',
      }),
    );
    const state = await waitForState(store, (root) => root.docMembers.export.status === 'ready');
    expect(state.docMembers.export.url).toMatch(/^http:\/\/localhost\/api\/.*doc-members\.xlsx$/);
    expect(bodies[0]).toMatchObject({
      url: '/api/v1/scrm/doc/identity/download/search',
      payload: { query: [expect.objectContaining({ k: 'state' }), expect.objectContaining({ k: 'quit' })] },
    });
  });

  it('keeps only an http(s) link, else fails with the server msg or Fetch failed', async () => {
    const store = await signedInStore('admin');
    store.dispatch(docAreaActions.monthDownloadRequested({ requestId: 'm1', month: '2024-03' }));
    const ready = await waitForState(store, (root) => root.docArea.monthDownload.status === 'succeeded');
    expect(ready.docArea.monthDownload.url).toMatch(
      /^http:\/\/localhost\/api\/v1\/scrm\/member\/purchase\/2024-03\//,
    );
    server.use(
      http.get('*/api/v1/scrm/member/purchase/:month', () =>
        HttpResponse.json({ code: 200, msg: '', data: { download_url: 'javascript:alert(1)' } }),
      ),
    );
    store.dispatch(docAreaActions.monthDownloadReset());
    store.dispatch(docAreaActions.monthDownloadRequested({ requestId: 'm2', month: '2024-04' }));
    await waitForState(store, (root) => root.docArea.monthDownload.status === 'failed');
    expect(store.notes).toEqual([['error', { key: 'doc.download.failed' }]]);
  });
});

describe("the editor's admin picker", () => {
  it('offers only members who administer no other club, and the edited club its own admins', async () => {
    const [busy, free] = members().all().slice(-2);
    const [first, second] = clubs().all();
    // A member of the mini-program administers the second club.
    const taken = { unionid: busy.unionid!, email: busy.profile!.email!, name: busy.profile!.name! };
    clubs().update(second.id, { admins: [taken], admin_unionids: [taken.unionid] });
    await signIn('admin');
    const store = createNotedStore({ context: { timing: { typingPauseMs: 0 } } });
    const offered = async (keyword: string, docId: string | null) => {
      store.dispatch(docAreaActions.adminSearchRequested({ keyword, docId }));
      const state = await waitForState(store, (root) => root.docArea.adminCandidates.status === 'succeeded');
      return state.docArea.adminCandidates.items.map((member) => member.unionid);
    };
    // Searched by phone, which only they have.
    expect(await offered(busy.profile!.phone!, first.id)).toEqual([]);
    expect(await offered(free.profile!.phone!, first.id)).toEqual([free.unionid]);
    expect(await offered(busy.profile!.phone!, second.id)).toEqual([busy.unionid]);
    expect(await offered(busy.profile!.phone!, null)).toEqual([]);
  });
});
