import { TrackingDashboard } from './TrackingDashboard';

/** `/tracking/launch`: the same view restricted to launches (app_on_launch). */
export default function LaunchDashboard() {
  return <TrackingDashboard variant="launch" />;
}
