import { ReservationRecords } from './ReservationRecords';

/** The 'Has Dealer' tab: reservations from cities with a store (the config's `reservation_activity_id`). */
export default function HasDealerPage() {
  return <ReservationRecords tab="hasDealer" />;
}
