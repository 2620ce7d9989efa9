import { useMemo } from 'react';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { formatDateTime, type FilterField } from 'src-models/list';
import { redemptionList } from 'src-models/redemptions';
import type { CouponCode } from 'src-services/couponCodes';
import { ListContainer, type ListColumn } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';

const FILTER_FIELDS: FilterField[] = [
  { key: 'card_id', labelKey: 'coupon.redeem.field.card_id', type: 'string' },
  { key: 'coupon.title', labelKey: 'coupon.redeem.field.title', type: 'string' },
  { key: 'metadata.store_name', labelKey: 'coupon.redeem.field.store', type: 'string' },
  { key: 'openid', labelKey: 'coupon.redeem.field.openid', type: 'string' },
  { key: 'unionid', labelKey: 'coupon.redeem.field.unionid', type: 'string' },
  { key: 'clerk_openid', labelKey: 'coupon.redeem.field.clerk_openid', type: 'string' },
  { key: 'clerk_unionid', labelKey: 'coupon.redeem.field.clerk_unionid', type: 'string' },
  { key: 'used_at', labelKey: 'coupon.redeem.field.used_at', type: 'date' },
  { key: 'picked_at', labelKey: 'coupon.redeem.field.picked_at', type: 'date' },
];

const ids = (...values: (string | undefined)[]) => (
  <Typography.Text style={{ fontSize: 12 }}>
    {values.filter(Boolean).map((value) => (
      <div key={value}>{value}</div>
    ))}
  </Typography.Text>
);

const time = (seconds?: number | null) => (seconds ? formatDateTime(seconds) : '');

/** The redeem list (02-operations §2 screen 3): used codes only, newest redemption first. */
export default function RedeemListPage() {
  const intl = useIntl();
  const columns = useMemo(
    (): ListColumn<CouponCode>[] => [
      {
        key: 'card_id',
        dataIndex: 'card_id',
        titleKey: 'coupon.redeem.field.card_id',
        exportAs: { key: 'card_id' },
      },
      {
        key: 'coupon.title',
        dataIndex: ['coupon', 'title'],
        titleKey: 'coupon.redeem.field.title',
        exportAs: { key: 'coupon.title' },
      },
      {
        key: 'openid',
        titleKey: 'coupon.redeem.field.users',
        render: (_, code) => ids(code.openid, code.unionid),
        exportAs: [
          { key: 'openid', titleKey: 'coupon.redeem.field.openid' },
          { key: 'unionid', titleKey: 'coupon.redeem.field.unionid' },
        ],
      },
      {
        key: 'clerk_openid',
        titleKey: 'coupon.redeem.field.clerks',
        render: (_, code) => ids(code.clerk_openid, code.clerk_unionid),
        exportAs: [
          { key: 'clerk_openid', titleKey: 'coupon.redeem.field.clerk_openid' },
          { key: 'clerk_unionid', titleKey: 'coupon.redeem.field.clerk_unionid' },
        ],
      },
      {
        key: 'metadata.store_name',
        dataIndex: ['metadata', 'store_name'],
        titleKey: 'coupon.redeem.field.store',
        exportAs: { key: 'metadata.store_name' },
      },
      {
        key: 'used_at',
        titleKey: 'coupon.redeem.field.used_at',
        sortable: true,
        render: (_, code) => time(code.used_at),
        exportAs: { key: 'used_at', type: 'date', conv: 'datetime' },
      },
      {
        key: 'picked_at',
        titleKey: 'coupon.redeem.field.picked_at',
        sortable: true,
        render: (_, code) => time(code.picked_at),
        exportAs: { key: 'picked_at', type: 'date', conv: 'datetime' },
      },
      {
        key: 'code',
        dataIndex: 'code',
        titleKey: 'coupon.redeem.field.code',
        hiddenByDefault: true,
        exportAs: { key: 'code' },
      },
    ],
    [],
  );
  return (
    <>
      <RouteTabs group="coupon" />
      <ListContainer<CouponCode>
        model={redemptionList}
        columns={columns}
        filterFields={FILTER_FIELDS}
        rowKey="id"
        exportName={{ sheetName: intl.formatMessage({ id: 'coupon.redeem.sheet' }), path: 'redemptions' }}
      />
    </>
  );
}
