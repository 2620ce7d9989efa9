/** The promote handlers: activity search, save rules and codes, the config and the posts search by tags. */
import type { PostItem, PromoteActivity, PromoteConfig } from '../../src-services/promote';
import type { SearchResult } from '../../src-services/types';
import { demoBannerUrl } from '../db/core';
import { posts } from '../db/posts';
import { promoteActivities, promoteConfigs } from '../db/promote';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';
import { PROMOTE_MESSAGES } from './promoteRules';

installMockBackend();
beforeEach(() => signIn('admin'));

const API = '/api/v1/scrm';
const NOW = Math.floor(Date.now() / 1000);
const activity = (overrides: Record<string, unknown> = {}) => ({
  title: 'Autumn festival',
  visible: true,
  description: 'Rides',
  online_at: NOW,
  offline_at: NOW + 86400,
  share: { image: '' },
  hero_banners: [{ type: 'video', url: demoBannerUrl(1), video_options: { loop: true }, action: null }],
  carousels: [{ type: 'square_carousels', name: 'Gear', items: [{ image: demoBannerUrl(2), action: null }] }],
  ...overrides,
});

describe('promote activities', () => {
  it('creates an activity, keeps the video flags and finds it in the search', async () => {
    const saved = await call<PromoteActivity>('POST', `${API}/promote/activity/save`, activity());
    expect(saved.code).toBe(200);
    expect(saved.data.hero_banners[0].video_options).toMatchObject({ loop: true, autoPlay: false });
    const found = await call<SearchResult<PromoteActivity>>('POST', `${API}/promote/activity/search`, {
      query: [{ k: 'title', op: 'eq', v: 'Autumn festival' }],
    });
    expect(found.data.results.map((row) => row.id)).toEqual([saved.data.id]);
    expect((await call<PromoteActivity>('GET', `${API}/promote/activity/${saved.data.id}`)).data.title).toBe(
      'Autumn festival',
    );
  });

  it.each([
    ['no title', activity({ title: ' ' }), PROMOTE_MESSAGES.titleRequired],
    ['no times', activity({ online_at: null }), PROMOTE_MESSAGES.scheduleRequired],
    ['an offline time first', activity({ offline_at: NOW - 1 }), PROMOTE_MESSAGES.offlineBeforeOnline],
    [
      'a banner without its file',
      activity({ hero_banners: [{ type: 'image', url: '', action: null }] }),
      PROMOTE_MESSAGES.fileRequired,
    ],
    [
      'a slide without its image',
      activity({ carousels: [{ type: 'square_carousels', name: 'Gear', items: [{ image: '' }] }] }),
      PROMOTE_MESSAGES.carouselImageRequired,
    ],
    [
      'a carousel without a name',
      activity({ carousels: [{ type: 'square_carousels', name: '', items: [] }] }),
      PROMOTE_MESSAGES.carouselNameRequired,
    ],
    [
      'an unknown carousel type',
      activity({ carousels: [{ type: 'round', name: 'Gear', items: [] }] }),
      PROMOTE_MESSAGES.carouselTypeInvalid,
    ],
  ])('refuses %s with the form message', async (_case, body, msg) => {
    expect(await call('POST', `${API}/promote/activity/save`, body)).toEqual({ code: 400, msg, data: null });
  });

  it('answers an error envelope for a body that is no JSON object', async () => {
    const answer = await call('POST', `${API}/promote/activity/save`, '{not json');
    expect(answer.code).toBe(400);
    expect(answer.data).toBeNull();
  });

  it('says 1340807 for a title another activity has, and 1340808 for an unknown id', async () => {
    const taken = promoteActivities().all()[0].title;
    expect((await call('POST', `${API}/promote/activity/save`, activity({ title: taken }))).code).toBe(
      1340807,
    );
    expect((await call('POST', `${API}/promote/activity/save`, activity({ id: 'nope' }))).code).toBe(1340808);
    expect((await call('GET', `${API}/promote/activity/nope`)).code).toBe(1340808);
  });

  it('refuses a viewer the save (968)', async () => {
    await signIn('viewer');
    expect((await call('POST', `${API}/promote/activity/save`, activity())).code).toBe(968);
  });
});

const tagged = () => posts().findOne((post) => !post.deleted && post.tag_ids.length > 0) as PostItem;

describe('the promote config', () => {
  const config = (overrides: Record<string, unknown> = {}) => {
    const post = tagged();
    return {
      activity: { online_id: promoteActivities().all()[0].id },
      tag_ids: [post.tag_ids[0]],
      top_post_ids: [post.id],
      home_popup: [{ type: 'image', url: demoBannerUrl(3), action: null }],
      ...overrides,
    };
  };

  it('saves the config and answers it back', async () => {
    const saved = await call<PromoteConfig>('POST', `${API}/promote/config/save`, config());
    expect(saved.code).toBe(200);
    const loaded = await call<PromoteConfig>('GET', `${API}/promote/config`);
    expect(loaded.data).toMatchObject({ top_post_ids: [tagged().id], home_popup: [{ type: 'image' }] });
  });

  it.each([
    ['no tags', config({ tag_ids: [] }), PROMOTE_MESSAGES.tagsRequired],
    ['no top posts', config({ top_post_ids: [] }), PROMOTE_MESSAGES.topPostsRequired],
    ['two popups', config({ home_popup: [{}, {}] }), PROMOTE_MESSAGES.popupTooMany],
  ])('refuses %s', async (_case, body, msg) => {
    expect(await call('POST', `${API}/promote/config/save`, body)).toEqual({ code: 400, msg, data: null });
  });

  it('refuses a top post carrying none of the tags', async () => {
    const post = tagged();
    const other = posts().findOne((entry) => !entry.deleted && !entry.tag_ids.includes(post.tag_ids[0]));
    const answer = await call('POST', `${API}/promote/config/save`, config({ top_post_ids: [other?.id] }));
    expect(answer.code).toBe(400);
  });

  it('says 1340809 when no config exists, or the id sent is not the stored one', async () => {
    expect((await call('POST', `${API}/promote/config/save`, config({ id: 'other' }))).code).toBe(1340809);
    for (const stored of promoteConfigs().all()) promoteConfigs().remove(stored.id);
    expect((await call('GET', `${API}/promote/config`)).code).toBe(1340809);
  });

  it('refuses a viewer the save (968)', async () => {
    await signIn('viewer');
    expect((await call('POST', `${API}/promote/config/save`, config())).code).toBe(968);
  });
});

describe('the posts search', () => {
  it('finds only the posts carrying one of the tags', async () => {
    const tag = tagged().tag_ids[0];
    const found = await call<SearchResult<PostItem>>('POST', `${API}/post/search`, {
      size: 99_999_999,
      query: [{ k: 'tag_ids', op: 'in', v: [tag] }],
    });
    expect(found.data.results.length).toBeGreaterThan(0);
    expect(found.data.results.every((post) => post.tag_ids.includes(tag))).toBe(true);
  });
});
