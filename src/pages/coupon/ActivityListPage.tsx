import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { activityFields, activityList } from 'src-models/couponActivities';
import { selectCan } from 'src-models/session';
import type { CouponActivity } from 'src-services/couponActivities';
import { catalogueColumns, CreateButton, ListContainer } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { linkTo } from 'src/routes/links';
import { useT } from 'src/components/useT';

/** Coupon-drop activities (02-operations §2 screen 2), with a create button for permitted operators. */
export default function ActivityListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponActivitySave]));
  const t = useT();

  const columns = useMemo(
    () =>
      catalogueColumns<CouponActivity>(
        activityFields,
        intl,
        {
          'cards.name': {
            render: (_, activity) => (
              <Space size={[0, 4]} wrap style={{ maxWidth: 360 }}>
                {(activity.cards ?? []).map((card) => (
                  <Tag key={card.id}>{card.name}</Tag>
                ))}
              </Space>
            ),
          },
          disabled: {
            render: (_, activity) =>
              activity.disabled ? (
                <Tag>{intl.formatMessage({ id: 'coupon.activity.offline' })}</Tag>
              ) : (
                <Tag color="green">{intl.formatMessage({ id: 'coupon.activity.online' })}</Tag>
              ),
          },
          description: { ellipsis: true },
        },
        [
          {
            key: 'actions',
            titleKey: 'coupon.field.actions',
            fixed: 'right',
            render: (_, activity) => (
              <Link to={linkTo('/coupon/activity/:id', { id: activity.id })}>
                {intl.formatMessage({ id: canSave ? 'coupon.activity.edit' : 'coupon.activity.view' })}
              </Link>
            ),
          },
        ],
      ),
    [intl, canSave],
  );

  return (
    <>
      <RouteTabs group="coupon" />
      <ListContainer<CouponActivity>
        model={activityList}
        columns={columns}
        filterFields={activityFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: t('coupon.activity.sheet'), path: 'activities' }}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={t('coupon.activity.create')}
                  onClick={() => navigate(linkTo('/coupon/activity/create'))}
                />,
              ]
            : []
        }
      />
    </>
  );
}
