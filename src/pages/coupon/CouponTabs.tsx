import { Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { selectPrivileges, can } from 'src-models/session';
import { useAppSelector } from 'src/store/hooks';

/** The coupon area's tabs (01-platform §2): the first two only with their permission, Redeem List always. */
export const COUPON_TABS = [
  { path: '/coupon/list', labelKey: 'coupon.tab.list', requirement: [PRIVILEGES.couponSearch] },
  {
    path: '/coupon/activity/list',
    labelKey: 'coupon.tab.activity',
    requirement: [PRIVILEGES.couponActivitySearch],
  },
  { path: '/coupon/redeem/list', labelKey: 'coupon.tab.redeem', requirement: undefined },
] as const;

export function useCouponTabs() {
  const privileges = useAppSelector(selectPrivileges);
  return COUPON_TABS.filter((tab) => can(privileges, tab.requirement));
}

export function CouponTabs() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useCouponTabs();
  return (
    <Tabs
      activeKey={tabs.find((tab) => pathname.startsWith(tab.path))?.path}
      onChange={(path) => navigate(path)}
      items={tabs.map((tab) => ({ key: tab.path, label: intl.formatMessage({ id: tab.labelKey }) }))}
    />
  );
}
