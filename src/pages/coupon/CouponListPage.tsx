import { useMemo } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  couponFields,
  couponFormValues,
  couponList,
  couponState,
  deactivateActions,
  isBoundToActivity,
  type CouponFormValues,
} from 'src-models/coupons';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import type { Coupon } from 'src-services/coupons';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList, useConfirmedAction, type CrudRemove, type RowAction } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useT } from 'src/components/useT';
import { useAppSelector } from 'src/store/hooks';
import { couponOverrides } from './couponColumns';

// The form (pro-form fields, upload, date pickers) loads when the operator opens it, not with the list.
const CouponFormModal = lazyNamed(
  () => import(/* webpackChunkName: "coupon-form" */ './CouponFormModal'),
  'CouponFormModal',
);

const ROUTE = '/coupon/list';

// 02-operations §4: an active coupon is edited and deactivated, a deactivated one deleted, a deleted one left be.
const isActive = (coupon: Coupon) => couponState(coupon) === 'active';
const isDeactivated = (coupon: Coupon) => couponState(coupon) === 'deactivated';

const REMOVE: CrudRemove<Coupon> = {
  requirement: [PRIVILEGES.couponDelete],
  titleKey: 'coupon.delete.confirmTitle',
  contentKey: 'coupon.delete.confirm',
  values: (coupon) => ({ title: coupon.title }),
  shown: isDeactivated,
};

/** The coupon list (02-operations §2 screen 4): create and edit in a modal, deactivate, delete. */
export default function CouponListPage() {
  const intl = useIntl();
  const t = useT();
  const { modal } = App.useApp();
  const confirm = useConfirmedAction();
  const canDeactivate = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponDeactivate]));
  const editing = useModalEditor<CouponFormValues | null>(ROUTE, 'coupon');
  const overrides = useMemo(() => couponOverrides(intl), [intl]);

  const rowActions = useMemo((): RowAction<Coupon>[] => {
    const confirmDeactivate = (coupon: Coupon) =>
      confirm({
        titleKey: 'coupon.deactivate.confirmTitle',
        contentKey: 'coupon.deactivate.confirm',
        okKey: 'coupon.deactivate',
        values: { title: coupon.title },
        action: deactivateActions.requested({ requestId: newRequestId(), id: coupon.card_id }),
      });
    return [
      {
        key: 'deactivate',
        labelKey: 'coupon.deactivate',
        allowed: canDeactivate,
        shown: isActive,
        // 02-operations §4: a coupon an activity hands out gets a warning before the confirmation.
        run: (coupon) =>
          isBoundToActivity(coupon)
            ? modal.confirm({
                title: t('coupon.deactivate.boundTitle'),
                content: t('coupon.deactivate.bound'),
                okText: t('coupon.continue'),
                cancelText: t('coupon.cancel'),
                onOk: () => {
                  confirmDeactivate(coupon);
                },
              })
            : confirmDeactivate(coupon),
      },
    ];
  }, [canDeactivate, confirm, modal, t]);

  return (
    <>
      <RouteTabs group="coupon" />
      <CrudList<Coupon, CouponFormValues | null>
        model={couponList}
        fields={couponFields}
        rowKey="card_id"
        exportName={{ sheetName: t('coupon.sheet'), path: 'coupons' }}
        overrides={overrides}
        edit={{
          editing,
          requirement: [PRIVILEGES.couponSave],
          toValues: couponFormValues,
          shown: isActive,
          create: { labelKey: 'coupon.create', values: () => null },
        }}
        rowActions={rowActions}
        remove={REMOVE}
        form={CouponFormModal}
      />
    </>
  );
}
