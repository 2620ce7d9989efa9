import { FirstTabRedirect } from 'src/components/routeTabs/FirstTabRedirect';

/** `/coupon` opens the coupon list (01-platform §2), or the first tab the operator may see. */
export default function CouponIndexPage() {
  return <FirstTabRedirect group="coupon" />;
}
