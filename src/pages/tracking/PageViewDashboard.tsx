import { TrackingDashboard } from './TrackingDashboard';

/** `/tracking`: page views (page_on_show). */
export default function PageViewDashboard() {
  return <TrackingDashboard variant="page" />;
}
