import { Navigate } from 'react-router';
import { useRouteTabs } from 'src/components/routeTabs/RouteTabs';

/**
 * `/coupon` opens the coupon list (01-platform §2), or the first tab the operator may see; the route's guard
 * (any of the tabs' requirements) lets in only operators with at least one.
 */
export default function CouponIndexPage() {
  const [first] = useRouteTabs('coupon');
  return <Navigate to={first.path} replace />;
}
