import { Navigate } from 'react-router';
import { useRouteTabs } from 'src/components/routeTabs/RouteTabs';

/** `/riding` opens the riding area's first tab the operator may see (03-community-analytics §2.2). */
export default function RidingIndexPage() {
  const [first] = useRouteTabs('riding');
  return <Navigate to={first.path} replace />;
}
