/**
 * Reservation records (02-operations §2 screen 6): a list per tab ('Has Dealer', 'No Dealer'), whose scope names
 * the tab's activity (from the global config), last updated first (02 §9: unstated orders are -updated_at). Two lists, so a tab never shows the other's rows
 * under its own form's columns while its search runs. Display only: no review action (SPEC-DECISIONS).
 */
import {
  ACTIVITY_SCOPE_KEY,
  reservationListService,
  type ReservationRecord,
} from 'src-services/reservations';
import type { QueryItem } from 'src-services/types';
import { createListModel } from '../list';

const listOf = <N extends string>(name: N) =>
  createListModel<ReservationRecord, ReservationRecord, N>({
    name,
    service: reservationListService,
    defaultOrder: '-updated_at',
    selectId: (record) => record.id,
    messages: { searchFailed: 'reservation.searchFailed' },
  });

export const hasDealerList = listOf('reservationsHasDealer');
export const noDealerList = listOf('reservationsNoDealer');

/** The scope of one activity's records. */
export const reservationScope = (activityId: string): QueryItem[] => [
  { k: ACTIVITY_SCOPE_KEY, op: 'eq', v: activityId },
];
