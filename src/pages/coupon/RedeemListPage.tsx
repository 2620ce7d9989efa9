import { useMemo } from 'react';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { redemptionFields, redemptionList } from 'src-models/redemptions';
import type { CouponCode } from 'src-services/couponCodes';
import { catalogueColumns, ListContainer } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';

const ids = (...values: (string | undefined)[]) => (
  <Typography.Text style={{ fontSize: 12 }}>
    {values.filter(Boolean).map((value) => (
      <div key={value}>{value}</div>
    ))}
  </Typography.Text>
);

/** The redeem list (02-operations §2 screen 3): used codes only, newest redemption first. */
export default function RedeemListPage() {
  const intl = useIntl();
  const columns = useMemo(
    () =>
      catalogueColumns<CouponCode>(redemptionFields, intl, {
        openid: {
          titleKey: 'coupon.redeem.field.users',
          render: (_, code) => ids(code.openid, code.unionid),
          exportKeys: ['openid', 'unionid'],
        },
        clerk_openid: {
          titleKey: 'coupon.redeem.field.clerks',
          render: (_, code) => ids(code.clerk_openid, code.clerk_unionid),
          exportKeys: ['clerk_openid', 'clerk_unionid'],
        },
      }),
    [intl],
  );
  return (
    <>
      <RouteTabs group="coupon" />
      <ListContainer<CouponCode>
        model={redemptionList}
        columns={columns}
        filterFields={redemptionFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: intl.formatMessage({ id: 'coupon.redeem.sheet' }), path: 'redemptions' }}
      />
    </>
  );
}
