/** Promote activities, the promote config and its pickers through the app's store and sagas, against the mock. */
import { demoBannerUrl } from 'mock/db/core';
import { posts } from 'mock/db/posts';
import { promoteActivities, promoteConfigs } from 'mock/db/promote';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import {
  activitySearchRequested,
  postsRequested,
  promoteActivityDocumentActions,
  promoteActivityFormValues,
  promoteActivityInput,
  promoteConfigActions,
  promoteConfigFormValues,
  promoteConfigPayload,
  prunedTopPosts,
  type PromoteActivityFormValues,
} from './index';

installMockBackend();
beforeEach(() => signIn('admin'));

const NOW = Math.floor(Date.now() / 1000);
const values: PromoteActivityFormValues = {
  title: ' Autumn festival ',
  visible: true,
  description: 'Rides',
  schedule: [NOW, NOW + 86400],
  share_image: '',
  hero_banners: [{ type: 'video', url: demoBannerUrl(1), video_options: { autoPlay: true }, action: null }],
  carousels: [{ type: 'square_carousels', name: 'Gear', items: [{ image: demoBannerUrl(2), action: null }] }],
};

describe('the promote activity save', () => {
  it('creates an activity, says so, and reads back as the form held it', async () => {
    const store = createNotedStore();
    store.dispatch(
      promoteActivityDocumentActions.saveRequested({
        requestId: 'r1',
        input: promoteActivityInput(values, null),
      }),
    );
    const state = await waitForState(store, (root) => root.promoteActivity.save.status === 'succeeded');
    const saved = state.promoteActivity.data;
    expect(store.notes).toEqual([['success', 'promote.activity.saved']]);
    expect(saved?.title).toBe('Autumn festival');
    const back = promoteActivityFormValues(saved!);
    expect(back.hero_banners?.[0].video_options).toMatchObject({ autoPlay: true, controls: true });
    expect(back.carousels).toEqual(values.carousels);
  });

  it('names a duplicate title with its catalogue text (1340807)', async () => {
    const store = createNotedStore();
    const title = promoteActivities().all()[0].title;
    store.dispatch(
      promoteActivityDocumentActions.saveRequested({
        requestId: 'r2',
        input: promoteActivityInput({ ...values, title }, null),
      }),
    );
    await waitForState(store, (root) => root.promoteActivity.save.status === 'failed');
    expect(store.notes).toEqual([['error', { key: 'error.code.1340807' }]]);
  });

  it('fails the load of an unknown activity with 1340808', async () => {
    const store = createNotedStore();
    store.dispatch(promoteActivityDocumentActions.loadRequested({ id: 'nope' }));
    const state = await waitForState(store, (root) => root.promoteActivity.load.status === 'failed');
    expect(state.promoteActivity.load.error?.code).toBe(1340808);
  });
});

describe('the promote config', () => {
  it('loads the config and saves it back, the popup as a list of one', async () => {
    const store = createNotedStore();
    store.dispatch(promoteConfigActions.loadRequested());
    const loaded = await waitForState(store, (root) => root.promoteConfig.load.status === 'succeeded');
    const form = promoteConfigFormValues(loaded.promoteConfig.data!);
    const input = promoteConfigPayload(
      { ...form, home_popup: { type: 'image', url: demoBannerUrl(5), action: null } },
      loaded.promoteConfig.data,
    );
    expect(input.home_popup).toEqual([{ type: 'image', url: demoBannerUrl(5), action: null }]);
    store.dispatch(promoteConfigActions.saveRequested({ requestId: 'c1', input }));
    await waitForState(store, (root) => root.promoteConfig.save.status === 'succeeded');
    expect(store.notes).toEqual([['success', 'promote.config.saved']]);
    expect(promoteConfigs().all()[0].home_popup).toHaveLength(1);
  });

  it('starts from an empty config when none exists yet (1340809)', async () => {
    for (const stored of promoteConfigs().all()) promoteConfigs().remove(stored.id);
    const store = createNotedStore();
    store.dispatch(promoteConfigActions.loadRequested());
    const state = await waitForState(store, (root) => root.promoteConfig.load.status === 'succeeded');
    expect(state.promoteConfig.data).toMatchObject({ tag_ids: [], top_post_ids: [], home_popup: [] });
  });

  it('sends no popup when no file was chosen', () => {
    expect(promoteConfigPayload({ home_popup: { type: 'video' }, tag_ids: ['t'] }).home_popup).toEqual([]);
  });
});

describe('the pickers', () => {
  it('offers only the activities visible and online now', async () => {
    const store = createNotedStore();
    store.dispatch(activitySearchRequested({ keyword: '' }));
    const state = await waitForState(store, (root) => root.promotePickers.activities.status === 'succeeded');
    const shown = promoteActivities()
      .all()
      .filter((activity) => activity.visible && activity.online_at <= NOW && activity.offline_at >= NOW);
    expect(state.promotePickers.activities.items.map((item) => item.id).sort()).toEqual(
      shown.map((activity) => activity.id).sort(),
    );
    expect(shown.length).toBeLessThan(promoteActivities().all().length);
  });

  it('searches once, 500 ms after the last keystroke, by title', async () => {
    const store = createNotedStore();
    store.dispatch(activitySearchRequested({ keyword: 'O' }));
    store.dispatch(activitySearchRequested({ keyword: 'Owners' }));
    const state = await waitForState(store, (root) => root.promotePickers.activities.status === 'succeeded');
    expect(state.promotePickers.activities.items.every((item) => /owners/i.test(item.title))).toBe(true);
  });

  it('lists the posts carrying one of the chosen tags, and none without tags', async () => {
    const tag = posts().findOne((post) => !post.deleted && post.tag_ids.length > 0)!.tag_ids[0];
    const store = createNotedStore();
    store.dispatch(postsRequested({ tagIds: [tag] }));
    const state = await waitForState(store, (root) => root.promotePickers.posts.status === 'succeeded');
    expect(state.promotePickers.posts.items.length).toBeGreaterThan(0);
    expect(state.promotePickers.posts.items.every((post) => post.tag_ids.includes(tag))).toBe(true);
    store.dispatch(postsRequested({ tagIds: [] }));
    expect(store.getState().promotePickers.posts.items).toEqual([]);
  });

  it('keeps only the chosen posts still matching, in the chosen order', () => {
    expect(prunedTopPosts(['b', 'x', 'a'], [{ id: 'a' }, { id: 'b' }])).toEqual(['b', 'a']);
  });
});
