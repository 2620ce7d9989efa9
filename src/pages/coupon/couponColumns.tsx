import { Button, Space, Tag, Typography } from 'antd';
import type { IntlShape } from 'react-intl';
import { couponState, formatDiscount, isBoundToActivity } from 'src-models/coupons';
import { formatDate, formatDateTime, type FilterField } from 'src-models/list';
import type { Coupon } from 'src-services/coupons';
import type { ListColumn } from 'src/components/list';

export const COUPON_FILTER_FIELDS: FilterField[] = [
  { key: 'title', labelKey: 'coupon.field.title', type: 'string' },
  { key: 'card_id', labelKey: 'coupon.field.card_id', type: 'string' },
  { key: 'abstract', labelKey: 'coupon.field.abstract', type: 'string' },
  { key: 'service_phone', labelKey: 'coupon.field.service_phone', type: 'string' },
  {
    key: 'discount.type',
    labelKey: 'coupon.field.discount_type',
    type: 'enum',
    options: [
      { value: 'percentage', label: 'coupon.discount.percentage' },
      { value: 'fixed_amount', label: 'coupon.discount.fixed_amount' },
    ],
  },
  {
    key: 'date_info.type',
    labelKey: 'coupon.field.expiry_type',
    type: 'enum',
    options: [
      { value: 'fix_time_range', label: 'coupon.expiry.fix_time_range' },
      { value: 'permanent', label: 'coupon.expiry.permanent' },
      { value: 'fix_term', label: 'coupon.expiry.fix_term' },
    ],
  },
  { key: 'deactivated', labelKey: 'coupon.field.deactivated', type: 'boolean' },
  { key: 'deleted', labelKey: 'coupon.field.deleted', type: 'boolean' },
  { key: 'created_at', labelKey: 'coupon.field.created_at', type: 'date' },
  { key: 'updated_at', labelKey: 'coupon.field.updated_at', type: 'date' },
];

export function expiryText(info: Coupon['date_info'], intl: IntlShape): string {
  if (
    info.type === 'fix_time_range' &&
    info.begin_timestamp !== undefined &&
    info.end_timestamp !== undefined
  )
    return `${formatDate(info.begin_timestamp)} ~ ${formatDate(info.end_timestamp)}`;
  if (info.type === 'fix_term')
    return intl.formatMessage(
      { id: 'coupon.expiry.termText' },
      { term: info.fixed_term ?? 0, delay: info.fixed_begin_term ?? 0 },
    );
  return intl.formatMessage({ id: `coupon.expiry.${info.type}` });
}

const STATE_COLORS = { active: 'green', deactivated: 'orange', deleted: 'default' } as const;

export interface CouponRowActions {
  canSave: boolean;
  canDeactivate: boolean;
  canDelete: boolean;
  onEdit: (coupon: Coupon) => void;
  onDeactivate: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}

/** The coupon list's columns; the row actions follow the coupon's state (02-operations §4) and permissions. */
export function couponColumns(intl: IntlShape, actions: CouponRowActions): ListColumn<Coupon>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    {
      key: 'card_id',
      dataIndex: 'card_id',
      titleKey: 'coupon.field.card_id',
      copyable: true,
      exportAs: { key: 'card_id' },
    },
    {
      key: 'title',
      dataIndex: 'title',
      titleKey: 'coupon.field.title',
      sortable: true,
      exportAs: { key: 'title' },
    },
    {
      key: 'discount.value',
      dataIndex: ['discount', 'value'],
      titleKey: 'coupon.field.discount',
      sortable: true,
      render: (_, coupon) => formatDiscount(coupon.discount),
      exportAs: { key: 'discount.show_text' },
    },
    {
      key: 'date_info.type',
      dataIndex: ['date_info', 'type'],
      titleKey: 'coupon.field.expiry',
      render: (_, coupon) => expiryText(coupon.date_info, intl),
      exportAs: { key: 'date_info.type' },
    },
    {
      key: 'deactivated',
      dataIndex: 'deactivated',
      titleKey: 'coupon.field.status',
      render: (_, coupon) => {
        const state = couponState(coupon);
        return <Tag color={STATE_COLORS[state]}>{t(`coupon.status.${state}`)}</Tag>;
      },
      exportAs: [
        { key: 'deactivated', type: 'boolean', conv: 'yesno', titleKey: 'coupon.field.deactivated' },
        { key: 'deleted', type: 'boolean', conv: 'yesno', titleKey: 'coupon.field.deleted' },
      ],
    },
    {
      key: 'metadata.activity_id',
      dataIndex: ['metadata', 'activity_id'],
      titleKey: 'coupon.field.activity',
      render: (_, coupon) =>
        isBoundToActivity(coupon) ? (
          <Tag color="blue">{t('coupon.bound')}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('coupon.unbound')}</Typography.Text>
        ),
      exportAs: { key: 'metadata.activity_id' },
    },
    {
      key: 'abstract',
      dataIndex: 'abstract',
      titleKey: 'coupon.field.abstract',
      ellipsis: true,
      hiddenByDefault: true,
      exportAs: { key: 'abstract' },
    },
    {
      key: 'service_phone',
      dataIndex: 'service_phone',
      titleKey: 'coupon.field.service_phone',
      exportAs: { key: 'service_phone' },
    },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      titleKey: 'coupon.field.created_at',
      sortable: true,
      hiddenByDefault: true,
      render: (_, coupon) => (coupon.created_at ? formatDateTime(coupon.created_at) : ''),
      exportAs: { key: 'created_at', type: 'date', conv: 'datetime' },
    },
    {
      key: 'updated_at',
      dataIndex: 'updated_at',
      titleKey: 'coupon.field.updated_at',
      sortable: true,
      render: (_, coupon) => (coupon.updated_at ? formatDateTime(coupon.updated_at) : ''),
      exportAs: { key: 'updated_at', type: 'date', conv: 'datetime' },
    },
    {
      key: 'actions',
      titleKey: 'coupon.field.actions',
      fixed: 'right',
      render: (_, coupon) => {
        const state = couponState(coupon);
        return (
          <Space size={0}>
            {state === 'active' && actions.canSave && (
              <Button type="link" size="small" onClick={() => actions.onEdit(coupon)}>
                {t('coupon.edit')}
              </Button>
            )}
            {state === 'active' && actions.canDeactivate && (
              <Button type="link" size="small" onClick={() => actions.onDeactivate(coupon)}>
                {t('coupon.deactivate')}
              </Button>
            )}
            {state === 'deactivated' && actions.canDelete && (
              <Button type="link" size="small" danger onClick={() => actions.onDelete(coupon)}>
                {t('coupon.delete')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];
}
