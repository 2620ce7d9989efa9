/** The coupon-drop activity flows, through the app's store and sagas, against the mock backend. */
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { couponActivities, coupons } from 'mock/db/coupons';
import { createNotedStore, waitForState } from 'test/storeTesting';
import {
  activityActions,
  activityDocument,
  couponDetailsRequested,
  couponOptionsRequested,
  editorOpened,
} from './index';

const server = installMockBackend();

const store = () => createNotedStore();

const freeCoupons = () =>
  coupons()
    .all()
    .filter((coupon) => !coupon.deactivated && !coupon.metadata?.activity_id);

beforeEach(() => signIn('admin'));

describe('activity flows', () => {
  it('opens an activity with the coupons it may hand out: its own and the free ones, never deactivated', async () => {
    const s = store();
    const [activity] = couponActivities().all();
    // As the editor page opens it: the activity (its document) and the editor's coupons.
    s.dispatch(activityDocument.actions.loadRequested({ id: activity.id }));
    s.dispatch(editorOpened({ id: activity.id }));
    const state = await waitForState(
      s,
      (root) =>
        root.couponActivity.load.status === 'succeeded' &&
        root.couponActivityEditor.options.status === 'succeeded',
    );
    expect(state.couponActivity.data?.name).toBe(activity.name);
    const offered = state.couponActivityEditor.options.items.map((item) => item.card_id).sort();
    const expected = coupons()
      .all()
      .filter((coupon) => !coupon.deactivated && !coupon.deleted)
      .filter((coupon) => !coupon.metadata?.activity_id || coupon.metadata.activity_id === activity.id)
      .map((coupon) => coupon.card_id)
      .sort();
    expect(offered).toEqual(expected);
    expect(offered).toEqual(expect.arrayContaining(activity.card_ids));
  });

  it('says when the activity does not exist (1340869)', async () => {
    const s = store();
    s.dispatch(activityDocument.actions.loadRequested({ id: 'missing' }));
    const state = await waitForState(s, (root) => root.couponActivity.load.status === 'failed');
    expect(state.couponActivity.load.error).toEqual({ code: 1340869, msg: 'activity not found' });
  });

  it('loads coupon details at most once per 500 ms, always ending with the latest choice', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (/\/coupon-center\/coupon\?card_id=/.test(request.url)) calls += 1;
    });
    const s = store();
    const [a, b, c] = freeCoupons();
    s.dispatch(couponDetailsRequested({ cardIds: [a.card_id] }));
    s.dispatch(couponDetailsRequested({ cardIds: [a.card_id, b.card_id] }));
    s.dispatch(couponDetailsRequested({ cardIds: [a.card_id, b.card_id, c.card_id] }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(1);
    const state = await waitForState(
      s,
      (root) => root.couponActivityEditor.details[c.card_id]?.status === 'succeeded',
    );
    server.events.removeAllListeners();
    expect(state.couponActivityEditor.details[b.card_id].coupon?.title).toBe(b.title);
    expect(calls).toBe(3);
  });

  it('keeps a failed lookup failed, with its reason, until Retry loads it', async () => {
    // Issue 11: the coupons to choose from and a chosen coupon's detail fail in place, never as "none".
    const broken = () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 });
    server.use(
      http.post('*/api/v1/coupon-center/coupon/search', broken),
      http.get('*/api/v1/coupon-center/coupon', broken),
    );
    const s = store();
    const [activity] = couponActivities().all();
    const [cardId] = activity.card_ids;
    s.dispatch(editorOpened({ id: activity.id }));
    s.dispatch(couponDetailsRequested({ cardIds: [cardId] }));
    let state = await waitForState(
      s,
      (root) =>
        root.couponActivityEditor.options.status === 'failed' &&
        root.couponActivityEditor.details[cardId]?.status === 'failed',
    );
    expect(state.couponActivityEditor.options.error?.code).toBe(502);
    expect(state.couponActivityEditor.details[cardId].error?.code).toBe(502);

    server.resetHandlers();
    s.dispatch(couponOptionsRequested({ activityId: activity.id }));
    s.dispatch(couponDetailsRequested({ cardIds: [cardId] }));
    state = await waitForState(
      s,
      (root) =>
        root.couponActivityEditor.options.status === 'succeeded' &&
        root.couponActivityEditor.details[cardId]?.status === 'succeeded',
    );
    expect(state.couponActivityEditor.options.items.map((item) => item.card_id)).toContain(cardId);
    expect(state.couponActivityEditor.details[cardId].coupon?.card_id).toBe(cardId);
  });

  it('saves an activity with two coupons and binds them', async () => {
    const s = store();
    const [a, b] = freeCoupons();
    s.dispatch(
      activityActions.saveRequested({
        requestId: 'a1',
        item: {
          name: 'Two coupons',
          card_ids: [a.card_id, b.card_id],
          delivery: { event_type: 'member_bound' },
          disabled: false,
        },
      }),
    );
    const state = await waitForState(s, (root) => root.couponActivities.save.status === 'succeeded');
    const id = state.couponActivities.save.id as string;
    expect(coupons().get(a.card_id)?.metadata?.activity_id).toBe(id);
    expect(couponActivities().get(id)?.cards).toEqual([
      { id: a.card_id, name: a.title },
      { id: b.card_id, name: b.title },
    ]);
    expect(s.notes).toEqual([['success', 'list.created']]);
  });

  it('shows the catalogue text for a duplicate name (1340868)', async () => {
    const s = store();
    const [existing] = couponActivities().all();
    const [free] = freeCoupons();
    s.dispatch(
      activityActions.saveRequested({
        requestId: 'dup',
        item: {
          name: existing.name,
          card_ids: [free.card_id],
          delivery: { event_type: 'member_one_year' },
          disabled: true,
        },
      }),
    );
    await waitForState(s, (root) => root.couponActivities.save.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.1340868' }]]);
  });

  it('lists activities newest update first', async () => {
    const s = store();
    s.dispatch(activityActions.searchRequested());
    const state = await waitForState(s, (root) => root.couponActivities.search.status === 'succeeded');
    const updated = state.couponActivities.ids.map(
      (id) => state.couponActivities.entities[id].updated_at as number,
    );
    expect(updated).toEqual([...updated].sort((x, y) => y - x));
    expect(state.couponActivities.total).toBe(couponActivities().size);
  });
});
