/** The member area's flows through the app's store and sagas, against the mock backend. */
import { http, HttpResponse } from 'msw';
import { savedFilters } from 'mock/db/collections';
import { installMockBackend } from 'mock/node';
import { tagCenterScopes, tagCenterTags } from 'mock/db/lookups';
import { memberEntities } from 'mock/db/memberTags';
import { members } from 'mock/db/members';
import { stores } from 'mock/db/stores';
import { TAG_TASK_TIMING } from 'mock/handlers/memberTagTasks';
import type { RootState } from 'src-models/store';
import type { TagTaskInput } from 'src-services/memberTags';
import { uploadService } from 'src-services/upload';
import { memberTaggingActions } from 'src-models/memberTagging';
import { signIn } from 'test/signIn';
import { jobsOnTestClock } from 'test/mockJobs';
import { createNotedStore, TEST_TIMING, waitForState } from 'test/storeTesting';
import {
  cancelMemberClerkActions,
  memberActions,
  memberAreaActions,
  memberDetail,
  memberSelectors,
  setClerkActions,
} from './index';

const server = installMockBackend();

const jobs = jobsOnTestClock();
beforeEach(() => signIn('admin'));

const searched = (root: RootState) => root.members.search.status === 'succeeded';
const tagsOf = (unionid: string) =>
  memberEntities()
    .get(unionid)
    ?.tags.map((tag) => tag.tag_name) ?? [];

const membersScope = () => tagCenterScopes().findOne((scope) => scope.name === 'Members')!;
const tag = (name: string) => tagCenterTags().findOne((candidate) => candidate.name === name)!;

function taskFor(member: TagTaskInput['member'], tagName = 'Vintage'): TagTaskInput {
  return {
    task_type: 'member',
    scope_id: membersScope().id,
    tag_settings: { tag_ids: [tag(tagName).id] },
    member,
  };
}

const finished = (root: RootState) =>
  ['done', 'done_with_errors', 'failed'].includes(root.memberTagging.current?.state ?? '');
const { pendingMs, runningMs } = TAG_TASK_TIMING;

/** Once the task is created, its whole time passes for the mock; then it is followed until it has finished. */
async function runToEnd(s: ReturnType<typeof createNotedStore>): Promise<RootState> {
  await waitForState(s, (root) => root.memberTagging.current !== null);
  jobs.advance(pendingMs + runningMs);
  return waitForState(s, finished);
}

describe('the member list', () => {
  it('lists members latest bound first, with the tags of the page from one tag-center call', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/tag-center-api/entity/search')) bodies.push(await request.clone().json());
    });
    const s = createNotedStore();
    s.dispatch(memberActions.searchRequested({ query: [], page: 0 }));
    const state = await waitForState(
      s,
      (root) => searched(root) && root.memberArea.tags.status === 'succeeded',
    );
    const expected = [...members().all()].sort((a, b) => (b.bound_at ?? 0) - (a.bound_at ?? 0)).slice(0, 20);
    const rows = memberSelectors.selectAll(state);
    expect(rows.map((member) => member.id)).toEqual(expected.map((member) => member.id));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      page: 0,
      size: 100,
      operator: 'OR',
      query: expected.map((member) => ({ k: 'entity_id', op: 'eq', v: member.unionid })),
    });
    for (const member of expected)
      expect(state.memberArea.tags.byEntity[member.unionid!] ?? []).toEqual(tagsOf(member.unionid!));
    expect(expected.some((member) => tagsOf(member.unionid!).length > 0)).toBe(true);
  });

  it('sets a clerk with a store, then cancels it', async () => {
    const s = createNotedStore();
    s.dispatch(memberActions.searchRequested({ query: [{ k: 'is_clerk', op: 'eq', v: false }], page: 0 }));
    await waitForState(s, searched);
    const member = memberSelectors.selectAll(s.getState())[0];
    const store = stores().all()[1];
    s.dispatch(
      setClerkActions.requested({
        requestId: 'c1',
        id: member.id,
        args: { store_id: store.id, store_name: store.name },
      }),
    );
    await waitForState(s, (root) => root.members.itemActions.setClerk.status === 'succeeded');
    expect(members().get(member.id)).toMatchObject({
      is_clerk: true,
      store_id: store.id,
      store_name: store.name,
    });
    expect(memberSelectors.selectAll(s.getState()).find((row) => row.id === member.id)).toMatchObject({
      is_clerk: true,
      store_name: store.name,
    });
    s.dispatch(cancelMemberClerkActions.requested({ requestId: 'c2', id: member.id }));
    await waitForState(s, (root) => root.members.itemActions.cancelClerk.status === 'succeeded');
    expect(members().get(member.id)).toMatchObject({ is_clerk: false, store_id: null, store_name: null });
    expect(s.notes).toEqual([
      ['success', 'member.clerk.set'],
      ['success', 'store.staff.cancelled'],
    ]);
  });

  it("refuses a clerk without a store with the form's message", async () => {
    const s = createNotedStore();
    const member = members().all()[50];
    s.dispatch(setClerkActions.requested({ requestId: 'c3', id: member.id, args: { store_id: '' } }));
    await waitForState(s, (root) => root.members.itemActions.setClerk.status === 'failed');
    expect(s.notes).toEqual([['error', { text: 'Please select a store' }]]);
    expect(members().get(member.id)?.is_clerk).toBe(false);
  });
});

describe('one member (the detail page)', () => {
  const detail = (root: RootState) => memberDetail.selectors.selectState(root);

  it('loads the member by id, says why one that is gone fails, and saves nothing', async () => {
    const store = createNotedStore();
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => void sent.push(new URL(request.url).pathname));
    const member = members().all()[3];

    store.dispatch(memberDetail.actions.loadRequested({ id: member.id }));
    const loaded = await waitForState(store, (root) => detail(root).load.status === 'succeeded');
    expect(detail(loaded).data).toMatchObject({ id: member.id, openid: member.openid });

    // A document only read: a save event reaches no saga and no backend.
    store.dispatch(memberDetail.actions.saveRequested({ requestId: 'r1', input: undefined as never }));
    store.dispatch(memberDetail.actions.loadRequested({ id: 'no-such-member' }));
    const failed = await waitForState(store, (root) => detail(root).load.status === 'failed');
    expect(detail(failed)).toMatchObject({
      id: 'no-such-member',
      data: null,
      load: { error: { code: expect.any(Number) } },
    });
    expect(sent).toEqual([`/api/v1/scrm/member/${member.id}`, '/api/v1/scrm/member/no-such-member']);
    expect(store.notes).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('the purchase download', () => {
  it('answers an http(s) URL for a month, and a file of the members who bought then', async () => {
    const s = createNotedStore();
    s.dispatch(memberAreaActions.purchaseRequested({ requestId: 'p1', month: '2024-03' }));
    const state = await waitForState(s, (root) => root.memberArea.purchase.status === 'succeeded');
    const url = state.memberArea.purchase.url!;
    expect(url).toMatch(/^http:\/\/localhost\/api\/v1\/scrm\/member\/purchase\/2024-03\/members\.csv$/);
    const file = await fetch(url);
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="purchases-2024-03\.csv"/);
    expect(await file.text()).toContain('name,phone,unionid,vin,purchase_month');
  });

  it('refuses a missing month, and a download_url that is no web address', async () => {
    const s = createNotedStore();
    s.dispatch(memberAreaActions.purchaseRequested({ requestId: 'p2', month: 'soon' }));
    await waitForState(s, (root) => root.memberArea.purchase.status === 'failed');
    expect(s.notes).toEqual([['error', { text: 'Please select a month' }]]);
    server.use(
      http.get(
        '*/api/v1/scrm/member/purchase/:month',
        () => HttpResponse.json({ code: 200, msg: 'success', data: { download_url: 'javascript:alert(1)' } }),
        { once: true },
      ),
    );
    s.dispatch(memberAreaActions.purchaseRequested({ requestId: 'p3', month: '2024-04' }));
    await waitForState(
      s,
      (root) => root.memberArea.purchase.requestId === 'p3' && root.memberArea.purchase.status === 'failed',
    );
    expect(s.getState().memberArea.purchase.url).toBeNull();
    expect(s.notes[1]).toEqual(['error', { key: 'member.purchase.failed' }]);
  });
});

describe('tagging tasks', () => {
  it('runs a task on chosen members to done: pending, running, then every member tagged', async () => {
    // Members of the list's first page (latest bound first), so the list shows their new tags.
    const chosen = [...members().all()]
      .sort((a, b) => (b.bound_at ?? 0) - (a.bound_at ?? 0))
      .slice(0, 20)
      .filter((member) => member.unionid && !tagsOf(member.unionid).includes('Vintage'))
      .slice(0, 3);
    const s = createNotedStore();
    const states: string[] = [];
    s.subscribe(() => {
      const state = s.getState().memberTagging.current?.state;
      if (state && states[states.length - 1] !== state) states.push(state);
    });
    s.dispatch(
      memberTaggingActions.taggingRequested({
        requestId: 't1',
        input: taskFor({ is_all_select: false, entity_ids: chosen.map((member) => member.unionid!) }),
      }),
    );
    await waitForState(s, (root) => root.memberTagging.current?.state === 'pending');
    jobs.advance(pendingMs + runningMs / 2);
    await waitForState(s, (root) => root.memberTagging.current?.state === 'running');
    jobs.advance(runningMs / 2);
    const state = await waitForState(s, finished);
    const task = state.memberTagging.current!;
    expect(states).toEqual(['pending', 'running', 'done']);
    expect(task.counts).toEqual({ rows_read: 3, matched: 3, tagged: 3, already_tagged: 0, not_found: 0 });
    expect(task.tag_names).toEqual(['Vintage']);
    for (const member of chosen) expect(tagsOf(member.unionid!)).toContain('Vintage');
    expect(s.notes).toEqual([
      ['success', 'tagging.operateSuccess'],
      ['success', 'tagging.taskSuccess'],
    ]);
    // The list searches again, so its rows show the new tags.
    await waitForState(s, (root) =>
      chosen.every((member) => root.memberArea.tags.byEntity[member.unionid!]?.includes('Vintage')),
    );
    expect(s.actionTypes()).toContain('members/searchRequested');
  });

  it('ends done with errors when rows match no member, with a sample of them', async () => {
    const [first] = members().all();
    const s = createNotedStore();
    s.dispatch(
      memberTaggingActions.taggingRequested({
        requestId: 't2',
        input: taskFor(
          { is_all_select: false, entity_ids: [first.unionid!, 'u-nobody', 'u-ghost'] },
          'Racing',
        ),
      }),
    );
    const state = await runToEnd(s);
    const task = state.memberTagging.current!;
    expect(task.state).toBe('done_with_errors');
    expect(task.counts.rows_read).toBe(3);
    expect(task.counts.matched).toBe(1);
    expect(task.counts.not_found).toBe(2);
    expect(task.not_found_sample).toEqual(['u-nobody', 'u-ghost']);
  });

  it("tags every member of the list's filter (select-all), counting who already had the tag", async () => {
    const clerks = members().find((member) => member.is_clerk);
    const holder = clerks[0];
    memberEntities().update(holder.unionid!, { tags: [{ tag_id: tag('Owner').id, tag_name: 'Owner' }] });
    const s = createNotedStore();
    s.dispatch(
      memberTaggingActions.taggingRequested({
        requestId: 't3',
        input: taskFor(
          {
            is_all_select: true,
            entity_ids: [],
            query: [{ k: 'is_clerk', op: 'eq', v: true }],
            operator: 'AND',
          },
          'Owner',
        ),
      }),
    );
    const state = await runToEnd(s);
    const { counts } = state.memberTagging.current!;
    expect(counts.matched).toBe(clerks.length);
    expect(counts.already_tagged).toBeGreaterThanOrEqual(1);
    expect(counts.tagged + counts.already_tagged).toBe(clerks.length);
    for (const clerk of clerks) expect(tagsOf(clerk.unionid!)).toContain('Owner');
  });

  it("tags the members of one of the operator's saved filters (a cohort task)", async () => {
    const clerks = members().find((member) => member.is_clerk);
    const cohort = savedFilters().insert({
      name: 'Clerks',
      filter: { operator: 'AND', query: [{ k: 'is_clerk', op: 'eq', v: true }] },
      operator_id: 'op-admin',
      base: '/api/v1/scrm/member',
      created_at: 1,
      updated_at: 1,
      seq: 1,
    });
    const s = createNotedStore();
    s.dispatch(
      memberTaggingActions.taggingRequested({
        requestId: 't5',
        input: {
          task_type: 'cohort',
          source_id: cohort.id,
          scope_id: membersScope().id,
          tag_settings: { tag_ids: [tag('Vintage').id] },
        },
      }),
    );
    const state = await runToEnd(s);
    expect(state.memberTagging.current?.counts.matched).toBe(clerks.length);
    for (const clerk of clerks) expect(tagsOf(clerk.unionid!)).toContain('Vintage');
  });

  it('tags the members of an uploaded .csv, and lists the task in the history', async () => {
    const [a, b] = members().all();
    const csv = `unionid\n${a.unionid}\n${b.profile!.phone}\nnot-a-member\n`;
    const { url } = await uploadService.upload(new Blob([csv], { type: 'text/csv' }), 'riders.csv');
    const s = createNotedStore();
    s.dispatch(
      memberTaggingActions.taggingRequested({
        requestId: 't4',
        input: {
          task_type: 'file',
          scope_id: membersScope().id,
          tag_settings: { tag_ids: [tag('Custom').id] },
          file: url,
          file_name: 'riders.csv',
        },
      }),
    );
    const state = await runToEnd(s);
    expect(state.memberTagging.current).toMatchObject({
      state: 'done_with_errors',
      file_name: 'riders.csv',
      counts: { rows_read: 3, matched: 2, not_found: 1 },
      not_found_sample: ['not-a-member'],
    });
    s.dispatch(memberTaggingActions.historyRequested());
    const listed = await waitForState(s, (root) => root.memberTagging.history.status === 'succeeded');
    expect(listed.memberTagging.history.tasks[0]).toMatchObject({ file_name: 'riders.csv' });
  });

  it('stops following a task when the view closes', async () => {
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/member/tag/task/')) reads += 1;
    });
    const s = createNotedStore();
    s.dispatch(
      memberTaggingActions.taggingRequested({
        requestId: 't5',
        input: taskFor({ is_all_select: false, entity_ids: [members().all()[2].unionid!] }),
      }),
    );
    await waitForState(s, (root) => reads > 0 && root.memberTagging.current?.state === 'pending');
    s.dispatch(memberTaggingActions.watchStopped());
    const after = reads;
    // Six poll intervals without a read: the following has stopped.
    await new Promise((resolve) => setTimeout(resolve, 6 * TEST_TIMING.pollMs));
    expect(reads).toBe(after);
  });

  it("refuses a selection of nobody ('Please select user first'), and an operator without the privilege", async () => {
    const s = createNotedStore();
    s.dispatch(
      memberTaggingActions.taggingRequested({
        requestId: 't6',
        input: taskFor({ is_all_select: false, entity_ids: [] }),
      }),
    );
    await waitForState(s, (root) => root.memberTagging.submit.status === 'failed');
    expect(s.notes).toEqual([['error', { text: 'Please select user first' }]]);
    await signIn('viewer');
    const v = createNotedStore();
    v.dispatch(
      memberTaggingActions.taggingRequested({
        requestId: 't7',
        input: taskFor({ is_all_select: false, entity_ids: ['x'] }),
      }),
    );
    await waitForState(v, (root) => root.memberTagging.submit.status === 'failed');
    expect(v.notes).toEqual([['error', { key: 'error.code.968' }]]);
  });
});
