/**
 * The 'user' tab's tracking events (03-community-analytics §2.5): a list model like every other list, scoped by
 * the dashboard's range, event type and page (`eventScope`), with the tracking service's saved filters.
 */
import { trackingEventListService } from 'src-services/trackingEvents';
import type { TrackingEventRow } from 'src-services/tracking';
import { createListModel } from '../list';

export const trackingEventList = createListModel<TrackingEventRow, TrackingEventRow, 'trackingEvents'>({
  name: 'trackingEvents',
  service: trackingEventListService,
  defaultOrder: '-created_at',
  selectId: (row) => row.id,
  quietSearchFailure: true,
});
