import { ReservationRecords } from './ReservationRecords';

/** The 'No Dealer' tab: reservations from cities without a store (`reservation_nostore_activity_id`). */
export default function NoDealerPage() {
  return <ReservationRecords tab="noDealer" />;
}
