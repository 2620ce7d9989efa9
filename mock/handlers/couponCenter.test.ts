import type { Coupon } from '../../src-services/coupons';
import type { CouponActivity } from '../../src-services/couponActivities';
import type { CouponCode } from '../../src-services/couponCodes';
import type { SearchResult } from '../../src-services/types';
import { couponActivities, couponCodes, coupons } from '../db/coupons';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

const SAVE = '/api/v1/coupon-center/coupon/custom_code/save';
const valid = {
  title: 'Helmet 20% off',
  abstract: 'For members',
  description: 'Show the code at the store.',
  banner: '/api/v1/upload-center/files/x/banner.png',
  service_phone: '400-100-2000',
  date_info: { type: 'permanent' },
  discount: { type: 'fixed_amount', value: 123456 },
  type: 'custom_code',
  pick_limit: 1,
  threshold_to_generate_new_code: 1000,
};

describe('the seed', () => {
  it('keeps the states of 02-operations §4 and binds activities to active coupons', () => {
    const all = coupons().all();
    expect(all.length).toBe(30);
    expect(all.every((coupon) => !coupon.deleted || coupon.deactivated)).toBe(true);
    expect(all.some((coupon) => coupon.deactivated && !coupon.deleted)).toBe(true);
    for (const activity of couponActivities().all()) {
      for (const cardId of activity.card_ids) {
        const coupon = coupons().get(cardId);
        expect(coupon?.metadata?.activity_id).toBe(activity.id);
        expect(coupon?.deactivated).toBe(false);
      }
    }
    expect(couponActivities().size).toBeGreaterThan(0);
    expect(
      couponCodes()
        .all()
        .filter((code) => code.used)
        .every((code) => code.used_at && code.metadata?.store_name),
    ).toBe(true);
  });
});

describe('coupon center', () => {
  it('needs a session and the privilege', async () => {
    expect((await call('POST', SAVE, valid)).code).toBe(969);
    await signIn('viewer');
    expect((await call('POST', SAVE, valid)).code).toBe(968);
    expect((await call('POST', '/api/v1/coupon-center/coupon/search', {})).code).toBe(200);
  });

  it('creates a coupon with its fixed settings and show text, and reads it back', async () => {
    await signIn();
    const saved = await call<Coupon>('POST', SAVE, valid);
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({
      card_id: expect.any(String),
      title: 'Helmet 20% off',
      discount: { type: 'fixed_amount', value: 123456, show_text: '¥1,234.56' },
      deactivated: false,
      deleted: false,
      pick_limit: 1,
      threshold_to_generate_new_code: 1000,
    });
    const read = await call<Coupon>('GET', `/api/v1/coupon-center/coupon?card_id=${saved.data.card_id}`);
    expect(read.data.title).toBe('Helmet 20% off');
  });

  it.each([
    [{ title: '' }, 'Please input the title'],
    [{ title: 'x'.repeat(21) }, 'The title can not exceed 20 characters'],
    [{ abstract: 'x'.repeat(51) }, 'The abstract can not exceed 50 characters'],
    [{ description: 'x'.repeat(134) }, 'Coupon detail can not exceed 133 characters'],
    [{ banner: '' }, 'Please upload the banner'],
    [{ banner: 'javascript:alert(1)' }, 'Please upload a file or use an http(s) URL'],
    [{ banner: 'data:image/png;base64,AAAA' }, 'Please upload a file or use an http(s) URL'],
    [{ banner: '/banner.png' }, 'Please upload a file or use an http(s) URL'],
    [{ service_phone: ' ' }, 'Please input the service phone'],
    [{ date_info: { type: 'sometimes' } }, 'Please choose the expiry type'],
    [{ date_info: { type: 'fix_time_range', begin_timestamp: 10 } }, 'Please choose the date range'],
    [{ date_info: { type: 'fix_term', fixed_begin_term: 0 } }, 'Please input the term'],
    [{ date_info: { type: 'fix_term', fixed_term: 7 } }, 'Please input the delay'],
    [{ discount: { value: 3 } }, 'Please choose the discount type'],
    [{ discount: { type: 'percentage' } }, 'Please input the discount value'],
    [{ discount: { type: 'percentage', value: -1 } }, 'The discount value can not be less than 0'],
    [
      { pick_limit: 2 },
      'type custom_code, pick_limit 1 and threshold_to_generate_new_code 1000 are required',
    ],
  ])('refuses %p with "%s"', async (change, msg) => {
    await signIn();
    expect(await call('POST', SAVE, { ...valid, ...change })).toEqual({ code: 400, msg, data: null });
  });

  it('deactivates with an empty reason, then deletes; never the other way round', async () => {
    await signIn();
    const { data: coupon } = await call<Coupon>('POST', SAVE, valid);
    const id = { card_id: coupon.card_id };
    expect((await call('POST', '/api/v1/coupon-center/coupon/delete', id)).msg).toBe(
      'Only a deactivated coupon can be deleted',
    );
    expect((await call('POST', '/api/v1/coupon-center/coupon/deactivate', { ...id, reason: '' })).code).toBe(
      200,
    );
    expect((await call('POST', SAVE, { ...valid, ...id })).msg).toBe(
      'A deactivated coupon can not be edited',
    );
    expect((await call('POST', '/api/v1/coupon-center/coupon/delete', id)).code).toBe(200);
    expect(coupons().get(coupon.card_id)).toMatchObject({ deactivated: true, deleted: true });
    expect((await call('POST', '/api/v1/coupon-center/coupon/delete', id)).msg).toBe(
      'The coupon is already deleted',
    );
  });

  it('lists used codes newest redemption first', async () => {
    await signIn('viewer');
    const answer = await call<SearchResult<CouponCode>>('POST', '/api/v1/coupon-center/code/search', {
      query: [{ k: 'used', op: 'eq', v: true }],
      order: '-used_at',
      size: 1000,
    });
    const usedAt = answer.data.results.map((code) => code.used_at as number);
    expect(answer.data.results.every((code) => code.used)).toBe(true);
    expect(usedAt).toEqual([...usedAt].sort((a, b) => b - a));
  });
});

describe('coupon-drop activities', () => {
  const free = () =>
    coupons()
      .all()
      .filter((coupon) => !coupon.deactivated && !coupon.metadata?.activity_id);

  it('saves an activity, binds its coupons and frees the dropped one', async () => {
    await signIn();
    const [a, b] = free();
    const body = {
      name: 'Bound gift',
      card_ids: [a.card_id, b.card_id],
      delivery: { event_type: 'member_bound' },
      disabled: false,
    };
    const saved = await call<CouponActivity>('POST', '/api/v1/scrm/activity/save', body);
    expect(saved.code).toBe(200);
    expect(coupons().get(a.card_id)?.metadata?.activity_id).toBe(saved.data.id);
    const again = await call<CouponActivity>('POST', '/api/v1/scrm/activity/save', {
      ...body,
      id: saved.data.id,
      card_ids: [a.card_id],
    });
    expect(again.data.cards).toEqual([{ id: a.card_id, name: a.title }]);
    expect(coupons().get(b.card_id)?.metadata?.activity_id).toBeNull();
  });

  it('answers 1340868 for a duplicate name and 1340869 for an unknown activity', async () => {
    await signIn();
    const [existing] = couponActivities().all();
    const [card] = free();
    const body = {
      name: existing.name.toUpperCase(),
      card_ids: [card.card_id],
      delivery: { event_type: 'member_one_year' },
    };
    expect(await call('POST', '/api/v1/scrm/activity/save', body)).toEqual({
      code: 1340868,
      msg: 'activity duplicate',
      data: null,
    });
    expect((await call('GET', '/api/v1/scrm/activity/nope')).code).toBe(1340869);
    expect(
      (await call('POST', '/api/v1/scrm/activity/save', { ...body, name: 'New', id: 'nope' })).code,
    ).toBe(1340869);
  });

  it('refuses a coupon another activity hands out, and a deactivated one', async () => {
    await signIn();
    const taken = coupons()
      .all()
      .find((coupon) => coupon.metadata?.activity_id);
    const deactivated = coupons()
      .all()
      .find((coupon) => coupon.deactivated && !coupon.deleted);
    const body = { name: 'Grab', delivery: { event_type: 'member_bound' } };
    expect(
      (await call('POST', '/api/v1/scrm/activity/save', { ...body, card_ids: [taken?.card_id] })).msg,
    ).toBe(`Coupon "${taken?.title}" is used by another activity`);
    expect(
      (await call('POST', '/api/v1/scrm/activity/save', { ...body, card_ids: [deactivated?.card_id] })).msg,
    ).toBe(`Coupon "${deactivated?.title}" is deactivated`);
    expect((await call('POST', '/api/v1/scrm/activity/save', { ...body, card_ids: [] })).msg).toBe(
      'Please choose coupons',
    );
  });
});
