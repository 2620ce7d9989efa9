/** Channel groups and a group's channels through the app's store and sagas, against the mock. */
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { channelGroups, channels, type ChannelRecord } from 'mock/db/channels';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { newRequestId } from '../common';
import {
  channelActions,
  channelGroupActions,
  channelGroupSelectors,
  channelInput,
  channelSelectors,
  inGroup,
  newChannelValues,
  schemeActions,
  urlLinkActions,
} from './index';

const server = installMockBackend();
beforeEach(() => signIn('admin'));

const newestGroup = () => [...channelGroups().all()].sort((a, b) => b.created_at - a.created_at)[0];

async function withGroups() {
  const store = createNotedStore();
  store.dispatch(channelGroupActions.loadRequested());
  await waitForState(store, (root) => root.channelGroups.load.status === 'succeeded');
  return store;
}

async function listed(store: ReturnType<typeof createNotedStore>, groupId: string) {
  store.dispatch(channelActions.searchRequested({ scope: inGroup(groupId), query: [], page: 0 }));
  await waitForState(store, (root) => root.channels.search.status === 'succeeded');
}

describe('the channel groups', () => {
  it('chooses the first group once loaded, and another on request', async () => {
    const store = await withGroups();
    expect(channelGroupSelectors.selectChosen(store.getState())?.id).toBe(newestGroup().id);
    const other = store.getState().channelGroups.items[2];
    store.dispatch(channelGroupActions.groupChosen(other.id));
    expect(channelGroupSelectors.selectChosen(store.getState())?.name).toBe(other.name);
  });

  it('saves a new group once for a burst of requests, and chooses it', async () => {
    const store = await withGroups();
    const before = channelGroups().all().length;
    const item = { name: 'Winter expo', comment: 'Events' };
    for (let click = 0; click < 3; click += 1)
      store.dispatch(channelGroupActions.saveRequested({ requestId: newRequestId(), item }));
    await waitForState(store, (root) => root.channelGroups.save.status === 'succeeded');
    expect(channelGroups().all().length).toBe(before + 1);
    expect(channelGroupSelectors.selectChosen(store.getState())?.name).toBe('Winter expo');
    expect(store.notes).toContainEqual(['success', 'channel.actionSuccess']);
  });

  it("says the server's text when a group is refused, and keeps the choice", async () => {
    const store = await withGroups();
    const chosen = channelGroupSelectors.selectChosen(store.getState())?.id;
    store.dispatch(
      channelGroupActions.saveRequested({ requestId: newRequestId(), item: { name: 'Expo', comment: ' ' } }),
    );
    await waitForState(store, (root) => root.channelGroups.save.status === 'failed');
    expect(store.notes).toContainEqual(['error', { text: 'input remark' }]);
    expect(channelGroupSelectors.selectChosen(store.getState())?.id).toBe(chosen);
  });

  it("says 'unknown error' for a code the channel service does not list, without a msg (03 §8)", async () => {
    const store = await withGroups();
    server.use(refusedOnce('post', '*/api/v1/qrcode/group', 12345, ''));
    store.dispatch(
      channelGroupActions.saveRequested({ requestId: newRequestId(), item: { name: 'Expo', comment: 'x' } }),
    );
    await waitForState(store, (root) => root.channelGroups.save.status === 'failed');
    expect(store.notes).toEqual([['error', { key: 'error.unknown' }]]);
  });
});

describe("a group's channels", () => {
  it('lists the chosen group’s channels, newest update first', async () => {
    const store = await withGroups();
    const group = newestGroup();
    await listed(store, group.id);
    const expected = channels()
      .find((channel) => channel.group_id === group.id)
      .sort((a, b) => b.updated_at - a.updated_at);
    expect(store.getState().channels.total).toBe(expected.length);
    expect(channelSelectors.selectAll(store.getState()).map((channel) => channel.id)).toEqual(
      expected.slice(0, 12).map((channel) => channel.id),
    );
  });

  it('creates a channel with two parameters and finds it first', async () => {
    const store = await withGroups();
    const group = newestGroup();
    await listed(store, group.id);
    const values = {
      ...newChannelValues(group.id),
      name: 'Hall 3 poster',
      page: 'pages/index/index',
      params: [
        { key: 'channel', value: 'poster' },
        { key: 'from', value: 'hall3' },
      ],
    };
    store.dispatch(channelActions.saveRequested({ requestId: newRequestId(), item: channelInput(values) }));
    await waitForState(store, (root) => root.channels.save.status === 'succeeded');
    await waitForState(store, (root) => root.channels.search.status === 'succeeded');
    expect(channelSelectors.selectAll(store.getState())[0]).toMatchObject({
      name: 'Hall 3 poster',
      path: 'pages/index/index?channel=poster&from=hall3',
    });
  });

  it('generates a URL link: "Action Success", and the card shows it after the list reloads', async () => {
    const store = await withGroups();
    const channel = channels().findOne(
      (entry) => entry.path.startsWith('pages/index/index?') && !entry.wechat_url_link,
    ) as ChannelRecord;
    await listed(store, channel.group_id);
    store.dispatch(urlLinkActions.requested({ requestId: newRequestId(), id: channel.id }));
    await waitForState(store, (root) => root.channels.itemActions.urlLink.status === 'succeeded');
    expect(store.notes).toContainEqual(['success', 'channel.actionSuccess']);
    expect(channels().get(channel.id)?.wechat_url_link).toMatch(/^https:\/\/wxaurl\.cn\//);
  });

  it.each([
    ['a page the mini-program lacks', 'pages/events/poster?channel=a', 'error.code.40165'],
    ['a mini program not published', 'pages/index/index?channel=a&mock_error=85079', 'error.code.85079'],
    ['the daily limit', 'pages/index/index?channel=a&mock_error=45009', 'error.code.45009'],
  ])('says why a scheme failed for %s', async (_, path, key) => {
    const store = await withGroups();
    const group = newestGroup();
    const channel = channels().insert({
      name: `Failing ${key}`,
      description: '',
      group_id: group.id,
      path,
      created_at: 1,
      updated_at: 1,
    });
    store.dispatch(schemeActions.requested({ requestId: newRequestId(), id: channel.id }));
    await waitForState(store, (root) => root.channels.itemActions.scheme.status === 'failed');
    expect(store.notes).toContainEqual(['error', { key }]);
    expect(channels().get(channel.id)?.wechat_scheme).toBeUndefined();
  });
});
