import type { Envelope } from '../../src-services/types';
import { coupons } from '../db/coupons';
import { policies } from '../db/config';
import { installMockBackend } from '../node';
import { ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

const COUPON_SAVE = '/api/v1/coupon-center/coupon/custom_code/save';
const POLICY_SAVE = '/api/v1/reservation-center/policy/save';
const coupon = {
  title: 'Once only',
  banner: '/api/v1/upload-center/files/x/banner.png',
  service_phone: '400-100-2000',
  date_info: { type: 'permanent' },
  discount: { type: 'fixed_amount', value: 500 },
  type: 'custom_code',
  pick_limit: 1,
  threshold_to_generate_new_code: 1000,
};

async function post<T>(path: string, body: unknown, requestId?: string): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (requestId) headers['x-request-id'] = requestId;
  const response = await fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as Envelope<T>;
}

const named = (title: string) => coupons().find((record) => record.title === title);

describe('a repeated request id', () => {
  it('creates one coupon, in a burst or one after the other, and answers the repeat with it', async () => {
    await signIn('admin');
    const burst = await Promise.all(
      [1, 2, 3].map(() => post<{ card_id: string }>(COUPON_SAVE, coupon, 'r1')),
    );
    const later = await post<{ card_id: string }>(COUPON_SAVE, coupon, 'r1');
    expect(named('Once only')).toHaveLength(1);
    const cardIds = [...burst, later].map((answer) => answer.data.card_id);
    expect(new Set(cardIds)).toEqual(new Set([named('Once only')[0].card_id]));
  });

  it('creates one policy', async () => {
    await signIn('admin');
    const before = policies().size;
    const first = await post<{ id: string }>(POLICY_SAVE, { content: '<p>Helmets</p>' }, 'p1');
    const again = await post<{ id: string }>(POLICY_SAVE, { content: '<p>Helmets</p>' }, 'p1');
    expect(again).toEqual(first);
    expect(policies().size).toBe(before + 1);
  });

  it('still creates a record per request without an id, or with another id', async () => {
    await signIn('admin');
    await post(COUPON_SAVE, coupon);
    await post(COUPON_SAVE, coupon);
    await post(COUPON_SAVE, coupon, 'a');
    await post(COUPON_SAVE, coupon, 'b');
    expect(named('Once only')).toHaveLength(4);
  });

  it('runs a refused save again: nothing was written the first time', async () => {
    await signIn('admin');
    const refused = await post(COUPON_SAVE, { ...coupon, title: '' }, 'r2');
    expect(refused.code).toBe(400);
    const fixed = await post<{ card_id: string }>(COUPON_SAVE, coupon, 'r2');
    expect(fixed.code).toBe(200);
    expect(named('Once only')).toHaveLength(1);
  });

  it('is not recognised in another session: a new login starts afresh', async () => {
    await signIn('admin');
    await post(COUPON_SAVE, coupon, 'r3');
    await signIn('admin');
    await post(COUPON_SAVE, coupon, 'r3');
    expect(named('Once only')).toHaveLength(2);
  });
});
