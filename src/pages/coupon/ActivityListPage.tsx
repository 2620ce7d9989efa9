import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { ACTIVITY_BEHAVIOURS, activityList } from 'src-models/couponActivities';
import { formatDateTime, type FilterField } from 'src-models/list';
import { selectCan } from 'src-models/session';
import type { CouponActivity } from 'src-services/couponActivities';
import { CreateButton, ListContainer, type ListColumn } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';

const FILTER_FIELDS: FilterField[] = [
  { key: 'name', labelKey: 'coupon.activity.field.name', type: 'string' },
  { key: 'description', labelKey: 'coupon.activity.field.description', type: 'string' },
  {
    key: 'delivery.event_type',
    labelKey: 'coupon.activity.field.behaviour',
    type: 'enum',
    options: ACTIVITY_BEHAVIOURS.map((value) => ({ value, label: `coupon.activity.behaviour.${value}` })),
  },
  {
    key: 'disabled',
    labelKey: 'coupon.activity.field.status',
    type: 'enum',
    options: [
      { value: 'false', label: 'coupon.activity.online' },
      { value: 'true', label: 'coupon.activity.offline' },
    ],
  },
  { key: 'updated_at', labelKey: 'coupon.activity.field.updated_at', type: 'date' },
  { key: 'created_at', labelKey: 'coupon.activity.field.created_at', type: 'date' },
];

const time = (seconds?: number | null) => (seconds ? formatDateTime(seconds) : '');

/** Coupon-drop activities (02-operations §2 screen 2), with a create button for permitted operators. */
export default function ActivityListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponActivitySave]));
  const t = (id: string) => intl.formatMessage({ id });

  const columns = useMemo(
    (): ListColumn<CouponActivity>[] => [
      {
        key: 'name',
        dataIndex: 'name',
        titleKey: 'coupon.activity.field.name',
        sortable: true,
        exportAs: { key: 'name' },
      },
      {
        key: 'delivery.event_type',
        titleKey: 'coupon.activity.field.behaviour',
        render: (_, activity) =>
          intl.formatMessage({ id: `coupon.activity.behaviour.${activity.delivery.event_type}` }),
        exportAs: { key: 'delivery.event_type' },
      },
      {
        key: 'cards',
        titleKey: 'coupon.activity.field.coupons',
        render: (_, activity) => (
          <Space size={[0, 4]} wrap style={{ maxWidth: 360 }}>
            {(activity.cards ?? []).map((card) => (
              <Tag key={card.id}>{card.name}</Tag>
            ))}
          </Space>
        ),
        exportAs: { key: 'cards.name', conv: 'join' },
      },
      {
        key: 'disabled',
        titleKey: 'coupon.activity.field.status',
        render: (_, activity) =>
          activity.disabled ? (
            <Tag>{intl.formatMessage({ id: 'coupon.activity.offline' })}</Tag>
          ) : (
            <Tag color="green">{intl.formatMessage({ id: 'coupon.activity.online' })}</Tag>
          ),
        exportAs: { key: 'disabled', type: 'boolean', conv: 'yesno', titleKey: 'coupon.activity.offline' },
      },
      {
        key: 'description',
        dataIndex: 'description',
        titleKey: 'coupon.activity.field.description',
        ellipsis: true,
        hiddenByDefault: true,
        exportAs: { key: 'description' },
      },
      {
        key: 'updated_at',
        titleKey: 'coupon.activity.field.updated_at',
        sortable: true,
        render: (_, activity) => time(activity.updated_at),
        exportAs: { key: 'updated_at', type: 'date', conv: 'datetime' },
      },
      {
        key: 'actions',
        titleKey: 'coupon.field.actions',
        fixed: 'right',
        render: (_, activity) => (
          <Link to={`/coupon/activity/${activity.id}`}>
            {intl.formatMessage({ id: canSave ? 'coupon.activity.edit' : 'coupon.activity.view' })}
          </Link>
        ),
      },
    ],
    [intl, canSave],
  );

  return (
    <>
      <RouteTabs group="coupon" />
      <ListContainer<CouponActivity>
        model={activityList}
        columns={columns}
        filterFields={FILTER_FIELDS}
        rowKey="id"
        exportName={{ sheetName: t('coupon.activity.sheet'), path: 'activities' }}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={t('coupon.activity.create')}
                  onClick={() => navigate('/coupon/activity/create')}
                />,
              ]
            : []
        }
      />
    </>
  );
}
