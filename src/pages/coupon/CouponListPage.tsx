import { Suspense, useCallback, useMemo } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  couponActions,
  couponFields,
  couponFormValues,
  couponList,
  deactivateActions,
  isBoundToActivity,
  type CouponFormValues,
} from 'src-models/coupons';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import type { Coupon } from 'src-services/coupons';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { couponColumns } from './couponColumns';
import type { MessageId } from 'src-locales/messageIds';

// The form (pro-form fields, upload, date pickers) loads when the operator opens it, not with the list.
const CouponFormModal = lazyNamed(
  () => import(/* webpackChunkName: "coupon-form" */ './CouponFormModal'),
  'CouponFormModal',
);

const ROUTE = '/coupon/list';

/** The coupon list (02-operations §2 screen 4): create and edit in a modal, deactivate, delete. */
export default function CouponListPage() {
  const intl = useIntl();
  const { modal } = App.useApp();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponSave]));
  const canDeactivate = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponDeactivate]));
  const canDelete = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponDelete]));
  const editing = useModalEditor<CouponFormValues | null>(ROUTE, 'coupon');
  const { open } = editing;
  const t = useCallback(
    (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values),
    [intl],
  );

  const confirm = useConfirmedAction();
  const columns = useMemo(() => {
    const confirmDeactivate = (coupon: Coupon) =>
      confirm({
        titleKey: 'coupon.deactivate.confirmTitle',
        contentKey: 'coupon.deactivate.confirm',
        okKey: 'coupon.deactivate',
        values: { title: coupon.title },
        action: deactivateActions.requested({ requestId: newRequestId(), id: coupon.card_id }),
      });
    return couponColumns(intl, {
      canSave,
      canDeactivate,
      canDelete,
      onEdit: (coupon) => open(couponFormValues(coupon)),
      // 02-operations §4: a coupon an activity hands out gets a warning before the confirmation.
      onDeactivate: (coupon) =>
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
      onDelete: (coupon) =>
        confirm({
          titleKey: 'coupon.delete.confirmTitle',
          contentKey: 'coupon.delete.confirm',
          okKey: 'coupon.delete',
          values: { title: coupon.title },
          danger: true,
          action: couponActions.removeRequested({ requestId: newRequestId(), id: coupon.card_id }),
        }),
    });
  }, [intl, t, modal, open, confirm, canSave, canDeactivate, canDelete]);

  return (
    <>
      <RouteTabs group="coupon" />
      {editing.notice}
      <ListContainer<Coupon>
        model={couponList}
        columns={columns}
        filterFields={couponFields.filterFields}
        rowKey="card_id"
        exportName={{ sheetName: t('coupon.sheet'), path: 'coupons' }}
        toolbar={
          canSave ? [<CreateButton key="create" label={t('coupon.create')} onClick={() => open(null)} />] : []
        }
      />
      {editing.editor && (
        <Suspense fallback={null}>
          <CouponFormModal
            initial={editing.editor.initial}
            restored={editing.editor.restored}
            draftKey={editing.draftKey}
            onClose={editing.close}
          />
        </Suspense>
      )}
    </>
  );
}
