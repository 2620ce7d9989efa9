/**
 * The reservation records' constants (02-operations §9): the one referer the filter offers, the advertising
 * campaign dated 2023-09, as the mini-program tags the records it brought (docs/areas/reservation.md).
 */
export const AD_CAMPAIGN_2023_09 = 'ad_2023_09';

/** 02-operations §4: the statuses seen; display only (SPEC-DECISIONS: no review action). */
export const RESERVATION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'canceled',
  'complete',
  'noshow',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
