/** The Task page's tagging tasks (the shared tagTasks model) through the store and sagas, against the mock. */
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { tagCenterScopes, tagCenterTags } from 'mock/db/lookups';
import { members } from 'mock/db/members';
import { TAG_TASK_TIMING } from 'mock/handlers/memberTagTasks';
import type { RootState } from 'src-models/store';
import type { TagTaskInput } from 'src-services/memberTags';
import { signIn } from 'test/signIn';
import { jobsOnTestClock } from 'test/mockJobs';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { tagCenterTasks } from './index';

const server = installMockBackend();

const jobs = jobsOnTestClock();
/** All the time a task takes, on the mock's job clock. */
const finishTasks = () => jobs.advance(TAG_TASK_TIMING.pendingMs + TAG_TASK_TIMING.runningMs);
beforeEach(() => signIn('admin'));

const { taggingRequested, historyRequested, watchStopped } = tagCenterTasks.actions;
const scopeNamed = (name: string) => tagCenterScopes().findOne((scope) => scope.name === name)!;
const tagIn = (scopeName: string) =>
  tagCenterTags().findOne(
    (tag) => tag.scope_id === scopeNamed(scopeName).id && !tag.is_deleted && !tag.disabled,
  )!;

function memberTask(scopeName: string, entityIds: string[]): TagTaskInput {
  return {
    task_type: 'member',
    scope_id: scopeNamed(scopeName).id,
    tag_settings: { tag_ids: [tagIn(scopeName).id] },
    member: { is_all_select: false, entity_ids: entityIds },
  };
}

const listed = (root: RootState) => root.tagCenterTasks.history.status === 'succeeded';
const unionids = () =>
  members()
    .all()
    .map((member) => member.unionid)
    .filter((id): id is string => !!id);

describe("the tag center's tasks", () => {
  it("creates a task in the active scope, says so, and lists only that scope's tasks, newest first", async () => {
    const s = createNotedStore();
    s.dispatch(taggingRequested({ requestId: 'a', input: memberTask('Members', unionids().slice(0, 2)) }));
    await waitForState(s, (root) => root.tagCenterTasks.current?.state === 'pending');
    finishTasks();
    await waitForState(s, (root) => root.tagCenterTasks.current?.state === 'done');
    s.dispatch(taggingRequested({ requestId: 'b', input: memberTask('Community', unionids().slice(2, 3)) }));
    await waitForState(s, (root) => root.tagCenterTasks.submit.status === 'succeeded');
    s.dispatch(taggingRequested({ requestId: 'c', input: memberTask('Members', unionids().slice(3, 4)) }));
    await waitForState(
      s,
      (root) =>
        root.tagCenterTasks.submit.requestId === 'c' && root.tagCenterTasks.submit.status === 'succeeded',
    );
    expect(s.notes.slice(0, 2)).toEqual([
      ['success', 'tagging.operateSuccess'],
      ['success', 'tagging.taskSuccess'],
    ]);

    s.dispatch(historyRequested({ scopeId: scopeNamed('Members').id }));
    const state = await waitForState(s, listed);
    const tasks = state.tagCenterTasks.history.tasks;
    expect(tasks.map((task) => task.scope_id)).toEqual([scopeNamed('Members').id, scopeNamed('Members').id]);
    expect(tasks[0].created_at).toBeGreaterThanOrEqual(tasks[1].created_at);
    // The first task (two members) has finished; both may bear the same second, so it is found by its counts.
    expect(tasks).toContainEqual(
      expect.objectContaining({
        state: 'done',
        counts: expect.objectContaining({ rows_read: 2, matched: 2 }),
      }),
    );
    s.dispatch(watchStopped());
  });

  it('reads the list again while a task of it runs, until every task has finished', async () => {
    const s = createNotedStore();
    s.dispatch(taggingRequested({ requestId: 'd', input: memberTask('Members', unionids().slice(5, 6)) }));
    await waitForState(s, (root) => root.tagCenterTasks.submit.status === 'succeeded');
    s.dispatch(watchStopped());
    s.dispatch(historyRequested({ scopeId: scopeNamed('Members').id }));
    const running = await waitForState(s, listed);
    expect(running.tagCenterTasks.history.tasks[0].state).toBe('pending');
    finishTasks();
    await waitForState(s, (root) => root.tagCenterTasks.history.tasks[0]?.state === 'done');
  });

  it("keeps the dialog's request failed with the server's msg, or 'Operate Fail' without one", async () => {
    const s = createNotedStore();
    s.dispatch(taggingRequested({ requestId: 'e', input: memberTask('Members', []) }));
    await waitForState(s, (root) => root.tagCenterTasks.submit.status === 'failed');
    expect(s.notes).toEqual([['error', { text: 'Please select user first' }]]);

    // The Task page's own call (03 §7 tag/task/create), not the member list's.
    server.use(refusedOnce('post', '*/tag-center-api/tag/task/create', 1234, ''));
    const t = createNotedStore();
    t.dispatch(taggingRequested({ requestId: 'f', input: memberTask('Members', unionids().slice(0, 1)) }));
    await waitForState(t, (root) => root.tagCenterTasks.submit.status === 'failed');
    expect(t.notes).toEqual([['error', { key: 'tagging.operateFail' }]]);
  });

  it('lets an operator with TagCenterSearchTagTask list the tasks, but not create one', async () => {
    await signIn('viewer');
    const s = createNotedStore();
    s.dispatch(historyRequested({ scopeId: scopeNamed('Members').id }));
    await waitForState(s, listed);
    s.dispatch(taggingRequested({ requestId: 'g', input: memberTask('Members', unionids().slice(0, 1)) }));
    await waitForState(s, (root) => root.tagCenterTasks.submit.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
  });
});
