/** The bulk upload's run and the download of a group's codes, through the app's store and sagas, against the mock. */
import { installMockBackend } from 'mock/node';
import { channelGroups, channels } from 'mock/db/channels';
import { signIn } from 'test/signIn';
import { expireSessions } from 'test/sessionEnd';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { newRequestId } from '../common';
import { channelTransferActions as actions, channelTransferSelectors as selectors } from './index';

installMockBackend();
beforeEach(() => signIn('admin'));

const group = () => channelGroups().all()[0];
const row = (at: number, name: string, path = 'pages/index/index?channel=poster') => ({
  row: at,
  input: { name, group_id: group().id, path, description: '' },
});

describe('the bulk creation', () => {
  it('creates each row once, reports each outcome, and goes on past a refused row', async () => {
    const store = createNotedStore();
    const taken = channels().find((channel) => channel.group_id === group().id)[0].name;
    const request = { requestId: newRequestId(), rows: [row(2, 'Hall 1'), row(3, taken), row(4, 'Hall 2')] };
    store.dispatch(actions.bulkCreationRequested(request));
    store.dispatch(actions.bulkCreationRequested(request));
    await waitForState(store, (root) => root.channelTransfers.creation.status === 'done');

    const outcome = selectors.selectCreation(store.getState()).rows;
    expect(outcome.map(({ row: at, status }) => [at, status])).toEqual([
      [2, 'succeeded'],
      [3, 'failed'],
      [4, 'succeeded'],
    ]);
    expect(outcome[1].error?.code).toBe(989);
    const named = (name: string) => channels().find((channel) => channel.name === name).length;
    expect([named('Hall 1'), named('Hall 2')]).toEqual([1, 1]);
    // Not everything was created: the dialog tells which rows failed, no success toast.
    expect(store.notes).not.toContainEqual(['success', 'channel.actionSuccess']);
  });

  it('says Action Success when every row is created', async () => {
    const store = createNotedStore();
    store.dispatch(actions.bulkCreationRequested({ requestId: newRequestId(), rows: [row(2, 'Pit lane')] }));
    await waitForState(store, (root) => root.channelTransfers.creation.status === 'done');
    expect(store.notes).toContainEqual(['success', 'channel.actionSuccess']);
  });

  it('stops at an ended session: the rows left fail with it', async () => {
    const store = createNotedStore();
    await expireSessions();
    store.dispatch(
      actions.bulkCreationRequested({ requestId: newRequestId(), rows: [row(2, 'A'), row(3, 'B')] }),
    );
    await waitForState(store, (root) => root.channelTransfers.creation.status === 'done');
    const outcome = selectors.selectCreation(store.getState()).rows;
    expect(outcome.map((each) => [each.status, each.error?.code])).toEqual([
      ['failed', 969],
      ['failed', 969],
    ]);
  });
});

describe("the download of a group's codes", () => {
  it('is pending until the link arrives, then holds it', async () => {
    const store = createNotedStore();
    store.dispatch(actions.downloadRequested({ requestId: newRequestId(), groupId: group().id }));
    expect(selectors.selectDownload(store.getState()).status).toBe('pending');
    await waitForState(store, (root) => root.channelTransfers.download.status === 'succeeded');
    expect(selectors.selectDownload(store.getState()).url).toMatch(
      /^http:\/\/localhost\/api\/v1\/table\/files\/.+\.zip$/,
    );
  });

  it('keeps the error of a refused download, and forgets a download whose dialog closed', async () => {
    const store = createNotedStore();
    store.dispatch(actions.downloadRequested({ requestId: newRequestId(), groupId: 'nope' }));
    await waitForState(store, (root) => root.channelTransfers.download.status === 'failed');
    expect(selectors.selectDownload(store.getState()).error?.code).toBe(988);

    store.dispatch(actions.downloadRequested({ requestId: newRequestId(), groupId: group().id }));
    store.dispatch(actions.downloadDialogClosed());
    await new Promise((done) => setTimeout(done, 300));
    expect(selectors.selectDownload(store.getState())).toMatchObject({ status: 'idle', url: null });
  });
});
