/** The post list, pin/unpin/weight, delete and one post's stars, through the app's store and sagas, against the mock. */
import { installMockBackend } from 'mock/node';
import { clubs } from 'mock/db/clubs';
import { postStars } from 'mock/db/postStars';
import { posts, type PostRecord } from 'mock/db/posts';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { postActions, postDetail, postSelectors, postStarList, starsOf } from './index';

installMockBackend();

const byWeightThenNewest = (a: PostRecord, b: PostRecord) =>
  b.weight - a.weight || b.created_at - a.created_at;
const live = () => [...posts().all()].filter((post) => !post.deleted).sort(byWeightThenNewest);
/** A post on the first page that is not pinned. */
const unpinned = () => live().find((post) => post.weight === 0) as PostRecord;

async function listed() {
  const s = createNotedStore();
  s.dispatch(postActions.searchRequested({ query: [], page: 0 }));
  await waitForState(s, (root) => root.posts.search.status === 'succeeded');
  return s;
}

beforeEach(() => signIn('admin'));

describe('the post list', () => {
  it('lists the posts that are not deleted, by weight then newest, with the author’s club', async () => {
    const s = await listed();
    const expected = live();
    expect(s.getState().posts.total).toBe(expected.length);
    const shown = postSelectors.selectAll(s.getState());
    expect(shown.map((post) => post.id)).toEqual(expected.slice(0, 20).map((post) => post.id));
    const withClub = expected.slice(0, 20).find((post) => post.doc_id) as PostRecord;
    expect(shown.find((post) => post.id === withClub.id)?.member_doc).toEqual(
      expect.objectContaining({ has: true, name: clubs().get(withClub.doc_id as string)?.name }),
    );
  });
});

describe('the top weight', () => {
  it('pins a post with a weight: "update successfully", and it comes first', async () => {
    const s = await listed();
    const post = unpinned();
    const top = Math.max(...live().map((entry) => entry.weight)) + 1;
    s.dispatch(postActions.saveRequested({ requestId: 'w1', item: { id: post.id, weight: top } }));
    await waitForState(s, (root) => root.posts.save.status === 'succeeded');
    expect(s.notes).toEqual([['success', 'post.updated']]);
    expect(posts().get(post.id)?.weight).toBe(top);
    const state = await waitForState(s, (root) => root.posts.ids[0] === post.id);
    expect(postSelectors.selectAll(state)[0].weight).toBe(top);
  });

  it('cancels top with weight 0', async () => {
    const pinned = live().find((post) => post.weight > 0) as PostRecord;
    const s = await listed();
    s.dispatch(postActions.saveRequested({ requestId: 'w2', item: { id: pinned.id, weight: 0 } }));
    await waitForState(s, (root) => root.posts.save.status === 'succeeded');
    expect(posts().get(pinned.id)?.weight).toBe(0);
  });

  it('refuses a negative weight with the server’s message, changing nothing', async () => {
    const s = await listed();
    const post = unpinned();
    s.dispatch(postActions.saveRequested({ requestId: 'w3', item: { id: post.id, weight: -1 } }));
    await waitForState(s, (root) => root.posts.save.status === 'failed');
    expect(s.notes).toEqual([['error', { text: 'The weight must be a whole number, 0 or more' }]]);
    expect(posts().get(post.id)?.weight).toBe(0);
  });

  it('saves once for a burst of clicks', async () => {
    const s = await listed();
    const post = unpinned();
    s.dispatch(postActions.saveRequested({ requestId: 'w4', item: { id: post.id, weight: 7 } }));
    s.dispatch(postActions.saveRequested({ requestId: 'w5', item: { id: post.id, weight: 8 } }));
    await waitForState(s, (root) => root.posts.save.status === 'succeeded');
    expect(s.getState().posts.save.requestId).toBe('w4');
    expect(posts().get(post.id)?.weight).toBe(7);
    expect(s.notes).toEqual([['success', 'post.updated']]);
  });

  it('is refused (968) to an operator without the privilege', async () => {
    await signIn('viewer');
    const s = await listed();
    const post = unpinned();
    s.dispatch(postActions.saveRequested({ requestId: 'w6', item: { id: post.id, weight: 3 } }));
    await waitForState(s, (root) => root.posts.save.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
  });
});

describe('deleting a post', () => {
  it('deletes it: "delete successfully", and it leaves the list', async () => {
    const s = await listed();
    const post = live()[0];
    s.dispatch(postActions.removeRequested({ requestId: 'd1', id: post.id }));
    await waitForState(s, (root) => root.posts.remove.status === 'succeeded');
    expect(s.notes).toEqual([['success', 'post.deleted']]);
    expect(posts().get(post.id)).toMatchObject({ deleted: true, deleted_by: 'admin@moto.example' });
    await waitForState(
      s,
      (root) => root.posts.search.status === 'succeeded' && !root.posts.ids.includes(post.id),
    );
  });

  it('says the server’s message for a post already deleted', async () => {
    const gone = posts().findOne((post) => post.deleted) as PostRecord;
    const s = await listed();
    s.dispatch(postActions.removeRequested({ requestId: 'd2', id: gone.id }));
    await waitForState(s, (root) => root.posts.remove.status === 'failed');
    expect(s.notes).toEqual([['error', { text: 'The post has been deleted' }]]);
  });
});

describe('one post', () => {
  it('loads its detail', async () => {
    const post = live()[0];
    const s = createNotedStore();
    s.dispatch(postDetail.actions.loadRequested({ id: post.id }));
    const state = await waitForState(s, (root) => root.postDetail.load.status === 'succeeded');
    expect(state.postDetail.data).toMatchObject({
      id: post.id,
      content: post.content,
      star_count: post.star_count,
    });
  });

  it('lists who starred it, with their club', async () => {
    const starWithClub = postStars().findOne(
      (star) => Boolean(star.doc_id) && !posts().get(star.post_id)?.deleted,
    );
    const post = posts().get(starWithClub?.post_id as string) as PostRecord;
    const s = createNotedStore();
    s.dispatch(
      postStarList.actions.searchRequested({ scope: starsOf(post.id), query: [], page: 0, size: 50 }),
    );
    const state = await waitForState(s, (root) => root.postStars.search.status === 'succeeded');
    expect(state.postStars.total).toBe(post.star_count);
    const shown = postStarList.selectors.selectAll(state).find((star) => star.id === starWithClub?.id);
    expect(shown?.star_member_doc).toEqual(
      expect.objectContaining({ has: true, name: clubs().get(starWithClub?.doc_id as string)?.name }),
    );
  });
});
