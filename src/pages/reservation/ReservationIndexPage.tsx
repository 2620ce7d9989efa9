import { Navigate } from 'react-router';
import { useRouteTabs } from 'src/components/routeTabs/RouteTabs';

/** `/reservation/list` (the menu entry, 02-operations §2) opens the first tab, 'Has Dealer'. */
export default function ReservationIndexPage() {
  const [first] = useRouteTabs('reservation');
  return <Navigate to={first.path} replace />;
}
