/**
 * Riding records of the customer-relationship service (03-community-analytics §7 Riding): the search, delete
 * (a soft delete: the record keeps who and when) and the blacklist, each behind its own privilege (03 §6).
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { noteModeration } from '../db/moderation';
import { rides, type RideRecord } from '../db/rides';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';

const SCRM = '/api/v1/scrm';

export const RIDE_MESSAGES = {
  notFound: 'The ride does not exist',
  deleted: 'The ride has been deleted',
  idsRequired: 'Field "ids" must be a non-empty list of ride ids',
  blackRequired: 'Field "black" must be true or false',
} as const;

/** A ride that may still be moderated. */
function liveRide(id: string): RideRecord {
  const ride = rides().get(id);
  if (!ride) throw notFound(RIDE_MESSAGES.notFound);
  if (ride.deleted) throw badRequest(RIDE_MESSAGES.deleted);
  return ride;
}

function readIds(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.some((id) => typeof id !== 'string' || !id))
    throw badRequest(RIDE_MESSAGES.idsRequired);
  return [...new Set(value as string[])];
}

export function ridingHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${SCRM}/ride/search`, () => rides().all(), {
      privilege: PRIVILEGES.rideSearch,
      defaultOrder: '-updated_at',
    }),

    endpoint('delete', `${SCRM}/ride/:id`, (context) => {
      const operator = requireOperator(context, PRIVILEGES.rideDelete);
      const ride = liveRide(context.params.id);
      const now = nowSeconds();
      rides().update(ride.id, {
        deleted: true,
        deleted_at: now,
        deleted_by: operator.email,
        updated_at: now,
      });
      noteModeration(operator, { kind: 'ride', record_id: ride.id, action: 'delete' });
      return ok(null);
    }),

    endpoint('post', `${SCRM}/ride/update-black`, async (context) => {
      const operator = requireOperator(context, PRIVILEGES.rideUpdateBlack);
      const body = await readJsonObject(context.request);
      const ids = readIds(body.ids);
      if (typeof body.black !== 'boolean') throw badRequest(RIDE_MESSAGES.blackRequired);
      const black = body.black;
      // All or none: every ride is checked before any changes.
      const found = ids.map(liveRide);
      const now = nowSeconds();
      const updated = found.map((ride) => rides().update(ride.id, { black, updated_at: now }) as RideRecord);
      for (const ride of updated)
        noteModeration(operator, {
          kind: 'ride',
          record_id: ride.id,
          action: black ? 'blacklist' : 'unblacklist',
        });
      return ok(updated);
    }),
  ];
}
