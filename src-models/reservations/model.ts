/**
 * Reservation records (02-operations §2 screen 6): one list whose scope names the activity of the tab shown
 * ('Has Dealer' or 'No Dealer', from the global config), newest first. Display only: no review action
 * (SPEC-DECISIONS 'Members and reservations').
 */
import {
  ACTIVITY_SCOPE_KEY,
  reservationListService,
  type ReservationRecord,
} from 'src-services/reservations';
import type { QueryItem } from 'src-services/types';
import { createListModel } from '../list';

export const reservationList = createListModel<ReservationRecord, ReservationRecord, 'reservations'>({
  name: 'reservations',
  service: reservationListService,
  defaultOrder: '-created_at',
  selectId: (record) => record.id,
  messages: { searchFailed: 'reservation.searchFailed' },
});

/** The scope of one activity's records. */
export const reservationScope = (activityId: string): QueryItem[] => [
  { k: ACTIVITY_SCOPE_KEY, op: 'eq', v: activityId },
];
