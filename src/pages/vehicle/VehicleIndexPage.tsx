import { Navigate } from 'react-router';
import { useRouteTabs } from 'src/components/routeTabs/RouteTabs';

/**
 * `/vehicle` opens the first tab of the vehicle data page the operator may see (02-operations §2 screen 5); the
 * route's guard (any of the tabs' requirements) lets in only operators with at least one.
 */
export default function VehicleIndexPage() {
  const [first] = useRouteTabs('vehicle');
  return <Navigate to={first.path} replace />;
}
