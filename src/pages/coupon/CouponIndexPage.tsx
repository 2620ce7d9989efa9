import { Navigate } from 'react-router';
import { useCouponTabs } from './CouponTabs';

/** `/coupon` opens the coupon list (01-platform §2), or the first tab the operator may see. */
export default function CouponIndexPage() {
  const [first] = useCouponTabs();
  return <Navigate to={first.path} replace />;
}
