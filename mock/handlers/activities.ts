/**
 * Coupon-drop activities of the customer-relationship service (02-operations §3, §5, §7, §8). Saving binds the
 * chosen coupons to the activity (`metadata.activity_id`) and frees the ones it no longer hands out. Codes:
 * 1340869 activity not found, 1340868 activity duplicate (another activity has the name).
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { couponActivities, coupons, type ActivityRecord } from '../db/coupons';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { answeringOnce } from '../lib/idempotency';
import { ok } from '../lib/envelope';
import { badRequest, MockError } from '../lib/errors';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { readActivityInput } from './couponRules';

const ACTIVITY = '/api/v1/scrm/activity';

export const ACTIVITY_NOT_FOUND = { code: 1340869, msg: 'activity not found' } as const;
export const ACTIVITY_DUPLICATE = { code: 1340868, msg: 'activity duplicate' } as const;

function findActivity(id: string): ActivityRecord {
  const activity = couponActivities().get(id);
  if (!activity) throw new MockError(ACTIVITY_NOT_FOUND.code, ACTIVITY_NOT_FOUND.msg);
  return activity;
}

/** Every chosen coupon must exist, be active and be free or already this activity's. */
function checkCoupons(cardIds: string[], activityId: string | undefined) {
  return cardIds.map((cardId) => {
    const coupon = coupons().get(cardId);
    if (!coupon || coupon.deleted) throw badRequest(`Coupon ${cardId} does not exist`);
    if (coupon.deactivated) throw badRequest(`Coupon "${coupon.title}" is deactivated`);
    const owner = coupon.metadata?.activity_id;
    if (owner && owner !== activityId)
      throw badRequest(`Coupon "${coupon.title}" is used by another activity`);
    return coupon;
  });
}

function bindCoupons(activityId: string, cardIds: string[]) {
  const chosen = new Set(cardIds);
  for (const coupon of coupons().all()) {
    const owner = coupon.metadata?.activity_id ?? null;
    if (owner === activityId && !chosen.has(coupon.card_id))
      coupons().update(coupon.id, { metadata: { ...coupon.metadata, activity_id: null } });
    if (chosen.has(coupon.card_id) && owner !== activityId)
      coupons().update(coupon.id, { metadata: { ...coupon.metadata, activity_id: activityId } });
  }
}

export function activityHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${ACTIVITY}/search`, () => couponActivities().all(), {
      privilege: PRIVILEGES.couponActivitySearch,
      defaultOrder: '-updated_at',
    }),

    endpoint(
      'post',
      `${ACTIVITY}/save`,
      answeringOnce(async (context) => {
        requireOperator(context, PRIVILEGES.couponActivitySave);
        const body = await readJsonObject(context.request);
        const id = typeof body.id === 'string' && body.id.trim() ? body.id.trim() : undefined;
        if (id) findActivity(id);
        const input = readActivityInput(body);
        const duplicate = couponActivities().findOne(
          (activity) => activity.id !== id && activity.name.toLowerCase() === input.name.toLowerCase(),
        );
        if (duplicate) throw new MockError(ACTIVITY_DUPLICATE.code, ACTIVITY_DUPLICATE.msg);
        const cards = checkCoupons(input.card_ids, id);
        const now = nowSeconds();
        const fields = {
          name: input.name,
          description: input.description,
          card_ids: input.card_ids,
          cards: cards.map((card) => ({ id: card.card_id, name: card.title })),
          delivery: { event_type: input.event_type },
          disabled: input.disabled,
          online_at: input.online_at,
          offline_at: input.offline_at,
          updated_at: now,
        };
        const saved = id
          ? (couponActivities().update(id, fields) as ActivityRecord)
          : couponActivities().insert({ ...fields, created_at: now });
        bindCoupons(saved.id, saved.card_ids);
        return ok(saved);
      }),
    ),

    endpoint('get', `${ACTIVITY}/:id`, (context) => {
      requireOperator(context, [PRIVILEGES.couponActivitySearch, PRIVILEGES.couponActivitySave]);
      return ok(findActivity(context.params.id));
    }),
  ];
}
