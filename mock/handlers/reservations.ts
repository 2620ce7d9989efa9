/**
 * The reservation center's records (02-operations §7): the search of one activity's records (the generic
 * search form, the activity in the path) and the export of every record of an activity as a list.
 */
import type { HttpHandler } from 'msw';
import type { ReservationRecord } from '../../src-services/reservations';
import { PRIVILEGES } from '../../config/privileges';
import { reservationActivities } from '../db/lookups';
import { reservationRecords, type ReservationRecordEntry } from '../db/reservations';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, MockError } from '../lib/errors';
import { searchHandlerFor } from '../lib/searchHandler';
import { requireOperator } from '../lib/session';

const RECORD = '/api/v1/reservation-center/record';

/** 1340869 as for the coupon activities: the id names no activity. */
function knownActivity(id: unknown): string {
  if (typeof id !== 'string' || !id.trim()) throw badRequest('Field "activity_id" is required');
  if (!reservationActivities().get(id)) throw new MockError(1340869, 'Activity not found');
  return id;
}

const present = ({ activity_id: _activity, ...record }: ReservationRecordEntry): ReservationRecord => record;

/** 02 §9: a list whose order is not stated is ordered -updated_at (a record without one counts as created). */
const lastUpdatedFirst = (a: ReservationRecordEntry, b: ReservationRecordEntry) =>
  (b.updated_at ?? b.created_at) - (a.updated_at ?? a.created_at);

export function reservationHandlers(): HttpHandler[] {
  return [
    // Before `:id/search`, which would otherwise read `export` as an id on a POST.
    endpoint('post', `${RECORD}/export`, async (context) => {
      // The record search's privilege: 02 §6 lists no other for the records (docs/areas/reservation.md).
      requireOperator(context, PRIVILEGES.reservationSearch);
      const body = await readJsonObject(context.request);
      const activityId = knownActivity(body.activity_id);
      const data = reservationRecords()
        .find((record) => record.activity_id === activityId)
        .sort(lastUpdatedFirst)
        .map(present);
      return ok({ data });
    }),

    searchHandlerFor(
      `${RECORD}/:id/search`,
      ({ params }) => {
        const activityId = knownActivity(params.id);
        return reservationRecords().find((record) => record.activity_id === activityId);
      },
      { privilege: PRIVILEGES.reservationSearch, defaultOrder: '-updated_at', present },
    ),
  ];
}
