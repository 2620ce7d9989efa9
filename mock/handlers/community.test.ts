/** The riding and post handlers: their rules and messages, 968 without the privilege, 969 without a session. */
import type { ModerationEntry } from '../../config/moderation';
import type { SearchResult } from '../../src-services/types';
import { db } from '../db/db';
import { moderationLog } from '../db/moderation';
import { postStars } from '../db/postStars';
import { posts, type PostRecord } from '../db/posts';
import { rides, type RideRecord } from '../db/rides';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';
import { POST_MESSAGES } from './posts';
import { RIDE_MESSAGES } from './riding';

installMockBackend();
beforeEach(() => signIn('admin'));

const API = '/api/v1/scrm';
const liveRide = () => rides().findOne((ride) => !ride.deleted && !ride.black) as RideRecord;
const livePost = () => posts().findOne((post) => !post.deleted) as PostRecord;

describe('the ride calls', () => {
  it.each([
    ['no ids', { black: true }, RIDE_MESSAGES.idsRequired],
    ['empty ids', { ids: [], black: true }, RIDE_MESSAGES.idsRequired],
    ['ids of another type', { ids: [1], black: true }, RIDE_MESSAGES.idsRequired],
    ['no black', { ids: ['x'] }, RIDE_MESSAGES.blackRequired],
  ])('refuses an update-black with %s', async (_, body, msg) => {
    expect(await call('POST', `${API}/ride/update-black`, body)).toMatchObject({ code: 400, msg });
  });

  it('changes none of the rides when one of them does not exist', async () => {
    const ride = liveRide();
    const answer = await call('POST', `${API}/ride/update-black`, { ids: [ride.id, 'missing'], black: true });
    expect(answer).toMatchObject({ code: 404, msg: RIDE_MESSAGES.notFound });
    expect(rides().get(ride.id)?.black).toBe(false);
  });

  it('answers 968 without the privilege and 969 without a session', async () => {
    await signIn('viewer');
    expect((await call('DELETE', `${API}/ride/${liveRide().id}`)).code).toBe(968);
    expect((await call('POST', `${API}/ride/update-black`, { ids: [liveRide().id], black: true })).code).toBe(
      968,
    );
    await call('POST', '/api/v1/manager/logout');
    expect((await call('POST', `${API}/ride/search`, {})).code).toBe(969);
  });
});

describe('the post calls', () => {
  it.each([
    ['no weights', {}, POST_MESSAGES.weightsRequired],
    ['an entry without id', { weights: [{ weight: 1 }] }, POST_MESSAGES.weightsRequired],
    ['a negative weight', { weights: [{ id: 'x', weight: -1 }] }, POST_MESSAGES.weightInvalid],
    ['a fractional weight', { weights: [{ id: 'x', weight: 1.5 }] }, POST_MESSAGES.weightInvalid],
    ['a weight as text', { weights: [{ id: 'x', weight: '3' }] }, POST_MESSAGES.weightInvalid],
  ])('refuses an update with %s', async (_, body, msg) => {
    expect(await call('POST', `${API}/post/update`, body)).toMatchObject({ code: 400, msg });
  });

  it('refuses to weigh or delete a deleted post', async () => {
    const gone = posts().findOne((post) => post.deleted) as PostRecord;
    expect(await call('POST', `${API}/post/update`, { weights: [{ id: gone.id, weight: 1 }] })).toMatchObject(
      {
        code: 400,
        msg: POST_MESSAGES.deleted,
      },
    );
    expect(await call('DELETE', `${API}/post/${gone.id}`)).toMatchObject({
      code: 400,
      msg: POST_MESSAGES.deleted,
    });
  });

  it('answers 968 to a reader for delete and update, and lets them read a post and its stars', async () => {
    await signIn('viewer');
    const post = livePost();
    expect((await call('DELETE', `${API}/post/${post.id}`)).code).toBe(968);
    expect((await call('POST', `${API}/post/update`, { weights: [{ id: post.id, weight: 1 }] })).code).toBe(
      968,
    );
    expect((await call('GET', `${API}/post/${post.id}`)).code).toBe(200);
    const stars = await call<{ total: number }>('POST', `${API}/post/star/search`, {
      query: [{ k: 'post_id', op: 'eq', v: post.id }],
    });
    expect(stars.data.total).toBe(postStars().find((star) => star.post_id === post.id).length);
  });
});

describe('the audit trail', () => {
  const trail = (kind: string, id: string) =>
    moderationLog()
      .all()
      .filter((entry) => entry.kind === kind && entry.record_id === id)
      .map(({ action, detail, operator_email }) => [action, detail, operator_email]);

  it('notes blacklisting, taking off the blacklist and deleting a ride, by whom', async () => {
    const ride = liveRide();
    await call('POST', `${API}/ride/update-black`, { ids: [ride.id], black: true });
    await call('POST', `${API}/ride/update-black`, { ids: [ride.id], black: false });
    await call('DELETE', `${API}/ride/${ride.id}`);
    expect(trail('ride', ride.id)).toEqual([
      ['blacklist', null, 'admin@moto.example'],
      ['unblacklist', null, 'admin@moto.example'],
      ['delete', null, 'admin@moto.example'],
    ]);
  });

  it('notes pin, weight and unpin of a post with the weight, and nothing for an unchanged weight', async () => {
    const post = posts().findOne((entry) => !entry.deleted && entry.weight === 0) as PostRecord;
    for (const weight of [5, 5, 9, 0])
      await call('POST', `${API}/post/update`, { weights: [{ id: post.id, weight }] });
    await call('DELETE', `${API}/post/${post.id}`);
    expect(trail('post', post.id)).toEqual([
      ['pin', '5', 'admin@moto.example'],
      ['weight', '9', 'admin@moto.example'],
      ['unpin', '0', 'admin@moto.example'],
      ['delete', null, 'admin@moto.example'],
    ]);
  });

  it('holds the delete of every seeded deleted ride, as the delete call writes it', async () => {
    const trailOf = async (id: string) =>
      (
        await call<{ results: ModerationEntry[] }>('POST', `${API}/moderation/search`, {
          kind: 'ride',
          record_id: id,
        })
      ).data.results;
    const deleted = await call<SearchResult<RideRecord>>('POST', `${API}/ride/search`, {
      page: 0,
      size: 1000,
      query: [{ k: 'deleted', op: 'eq', v: true }],
    });
    expect(deleted.data.total).toBeGreaterThan(1);
    // What deleting a ride through the API writes, to compare the seeded entries with.
    const ride = liveRide();
    await call('DELETE', `${API}/ride/${ride.id}`);
    const [written] = await trailOf(ride.id);
    for (const seeded of deleted.data.results) {
      const entries = (await trailOf(seeded.id)).filter((entry) => entry.action === 'delete');
      expect(entries).toHaveLength(1);
      const [entry] = entries;
      expect(Object.keys(entry).sort()).toEqual(Object.keys(written).sort());
      expect(entry).toMatchObject({
        kind: 'ride',
        record_id: seeded.id,
        detail: null,
        operator_email: seeded.deleted_by,
        operator_name: '王磊 Wang Lei',
        created_at: seeded.deleted_at,
      });
      expect(entry.created_at).toBeGreaterThanOrEqual(seeded.start_time);
      expect(entry.created_at).toBeLessThanOrEqual(db.now);
    }
  });

  it('notes nothing for a refused action', async () => {
    await signIn('viewer');
    const ride = liveRide();
    await call('DELETE', `${API}/ride/${ride.id}`);
    expect(trail('ride', ride.id)).toEqual([]);
  });
});
