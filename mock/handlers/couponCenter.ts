/**
 * The coupon center (02-operations §7): coupon search, detail, save, deactivate, delete, and the code records.
 * States follow 02-operations §4: only an active coupon is edited or deactivated, only a deactivated one is
 * deleted, and a deleted one stays listed (soft delete).
 */
import { randomUUID } from 'node:crypto';
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { couponCodes, coupons, discountText, type CouponRecord } from '../db/coupons';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { answeringOnce } from '../lib/idempotency';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { requireString } from '../lib/validate';
import { readCouponInput } from './couponRules';

const COUPON = '/api/v1/coupon-center/coupon';

function findCoupon(cardId: string): CouponRecord {
  const coupon = coupons().get(cardId);
  if (!coupon) throw notFound('Coupon not found');
  return coupon;
}

function cardIdOf(body: Record<string, unknown>): string {
  const cardId = requireString(body, 'card_id').trim();
  if (!cardId) throw badRequest('Field "card_id" must not be empty');
  return cardId;
}

export function couponCenterHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${COUPON}/search`, () => coupons().all(), {
      // The activity editor's coupon picker searches coupons too.
      privilege: [PRIVILEGES.couponSearch, PRIVILEGES.couponActivitySave],
      defaultOrder: '-updated_at',
    }),

    endpoint('get', COUPON, (context) => {
      requireOperator(context, [
        PRIVILEGES.couponSearch,
        PRIVILEGES.couponActivitySearch,
        PRIVILEGES.couponActivitySave,
      ]);
      const cardId = context.url.searchParams.get('card_id')?.trim();
      if (!cardId) throw badRequest('Query parameter "card_id" is required');
      return ok(findCoupon(cardId));
    }),

    endpoint(
      'post',
      `${COUPON}/custom_code/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.couponSave);
        const body = await readJsonObject(context.request);
        if (
          body.type !== 'custom_code' ||
          body.pick_limit !== 1 ||
          body.threshold_to_generate_new_code !== 1000
        )
          throw badRequest(
            'type custom_code, pick_limit 1 and threshold_to_generate_new_code 1000 are required',
          );
        const input = readCouponInput(body);
        const discount = { ...input.discount, show_text: discountText(input.discount) };
        const now = nowSeconds();
        const cardId =
          typeof body.card_id === 'string' && body.card_id.trim() ? body.card_id.trim() : undefined;
        if (cardId) {
          const current = findCoupon(cardId);
          if (current.deleted) throw badRequest('A deleted coupon can not be edited');
          if (current.deactivated) throw badRequest('A deactivated coupon can not be edited');
          const updated = coupons().update(cardId, {
            ...input,
            discount,
            updated_at: now,
            updated_by: operator.email,
          });
          return ok(updated);
        }
        const id = `p${randomUUID().replace(/-/g, '').slice(0, 23)}`;
        const created = coupons().insert({
          ...input,
          discount,
          id,
          card_id: id,
          deactivated: false,
          deleted: false,
          metadata: { activity_id: null },
          type: 'custom_code',
          pick_limit: 1,
          threshold_to_generate_new_code: 1000,
          created_at: now,
          updated_at: now,
          created_by: operator.email,
          updated_by: operator.email,
        });
        return ok(created);
      }),
    ),

    endpoint('post', `${COUPON}/deactivate`, async (context) => {
      const operator = requireOperator(context, PRIVILEGES.couponDeactivate);
      const body = await readJsonObject(context.request);
      const coupon = findCoupon(cardIdOf(body));
      if (typeof body.reason !== 'string') throw badRequest('Field "reason" must be a string');
      if (coupon.deleted) throw badRequest('A deleted coupon can not be deactivated');
      if (coupon.deactivated) throw badRequest('The coupon is already deactivated');
      coupons().update(coupon.id, {
        deactivated: true,
        updated_at: nowSeconds(),
        updated_by: operator.email,
      });
      return ok({ card_id: coupon.card_id });
    }),

    endpoint('post', `${COUPON}/delete`, async (context) => {
      const operator = requireOperator(context, PRIVILEGES.couponDelete);
      const body = await readJsonObject(context.request);
      const coupon = findCoupon(cardIdOf(body));
      if (coupon.deleted) throw badRequest('The coupon is already deleted');
      if (!coupon.deactivated) throw badRequest('Only a deactivated coupon can be deleted');
      coupons().update(coupon.id, { deleted: true, updated_at: nowSeconds(), updated_by: operator.email });
      return ok({ card_id: coupon.card_id });
    }),

    // The redeem list and a member's coupons: any signed-in operator (the Redeem List tab is not gated).
    searchHandlerFor('/api/v1/coupon-center/code/search', () => couponCodes().all(), {
      defaultOrder: '-picked_at',
    }),
  ];
}
