import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import { PRIVILEGES } from 'config/privileges';
import { activityFields, activityList } from 'src-models/couponActivities';
import type { CouponActivity } from 'src-services/couponActivities';
import { CrudList, type CrudEditPage } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useT } from 'src/components/useT';
import { linkTo } from 'src/routes/links';

const EDIT_PAGE: CrudEditPage<CouponActivity> = {
  link: (activity) => linkTo('/coupon/activity/:id', { id: activity.id }),
  requirement: [PRIVILEGES.couponActivitySave],
  readLabelKey: 'list.view',
  create: { labelKey: 'coupon.activity.create', link: linkTo('/coupon/activity/create') },
};

/** Coupon-drop activities (02-operations §2 screen 2), with a create button for permitted operators. */
export default function ActivityListPage() {
  const t = useT();
  const overrides = useMemo(
    () => ({
      'cards.name': {
        render: (_: unknown, activity: CouponActivity) => (
          <Space size={[0, 4]} wrap style={{ maxWidth: 360 }}>
            {(activity.cards ?? []).map((card) => (
              <Tag key={card.id}>{card.name}</Tag>
            ))}
          </Space>
        ),
      },
      disabled: {
        render: (_: unknown, activity: CouponActivity) =>
          activity.disabled ? (
            <Tag>{t('coupon.activity.offline')}</Tag>
          ) : (
            <Tag color="green">{t('coupon.activity.online')}</Tag>
          ),
      },
      description: { ellipsis: true },
    }),
    [t],
  );

  return (
    <>
      <RouteTabs group="coupon" />
      <CrudList<CouponActivity, never>
        model={activityList}
        fields={activityFields}
        rowKey="id"
        exportName={{ sheetName: t('coupon.activity.sheet'), path: 'activities' }}
        overrides={overrides}
        editPage={EDIT_PAGE}
      />
    </>
  );
}
