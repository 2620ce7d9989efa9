import { useCallback, useMemo, useState } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  couponActions,
  couponFormValues,
  couponList,
  deactivateActions,
  isBoundToActivity,
  type CouponFormValues,
} from 'src-models/coupons';
import { draftKey } from 'src-models/drafts';
import { newRequestId } from 'src-models/list';
import { selectCan, selectOperator } from 'src-models/session';
import type { Coupon } from 'src-services/coupons';
import { CreateButton, ListContainer } from 'src/components/list';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { CouponFormModal } from './CouponFormModal';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { COUPON_FILTER_FIELDS, couponColumns } from './couponColumns';
import { DraftNotice } from './DraftNotice';
import { useOfferedDraft } from './drafts';

const ROUTE = '/coupon/list';

/** The coupon list (02-operations §2 screen 4): create and edit in a modal, deactivate, delete. */
export default function CouponListPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const operator = useAppSelector(selectOperator);
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponSave]));
  const canDeactivate = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponDeactivate]));
  const canDelete = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponDelete]));
  const [editor, setEditor] = useState<{ initial: CouponFormValues | null; restored: boolean } | null>(null);
  const key = operator ? draftKey(operator.id, ROUTE) : null;
  const { draft, settle } = useOfferedDraft(key, 'coupon');
  const t = useCallback(
    (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values),
    [intl],
  );

  const columns = useMemo(() => {
    const confirmDeactivate = (coupon: Coupon) =>
      modal.confirm({
        title: t('coupon.deactivate.confirmTitle', { title: coupon.title }),
        content: t('coupon.deactivate.confirm'),
        okText: t('coupon.deactivate'),
        cancelText: t('coupon.cancel'),
        onOk: () => {
          dispatch(deactivateActions.requested({ requestId: newRequestId(), id: coupon.card_id }));
        },
      });
    return couponColumns(intl, {
      canSave,
      canDeactivate,
      canDelete,
      onEdit: (coupon) => setEditor({ initial: couponFormValues(coupon), restored: false }),
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
        modal.confirm({
          title: t('coupon.delete.confirmTitle', { title: coupon.title }),
          content: t('coupon.delete.confirm'),
          okText: t('coupon.delete'),
          okButtonProps: { danger: true },
          cancelText: t('coupon.cancel'),
          onOk: () => {
            dispatch(couponActions.removeRequested({ requestId: newRequestId(), id: coupon.card_id }));
          },
        }),
    });
  }, [intl, t, modal, dispatch, canSave, canDeactivate, canDelete]);

  const close = useCallback(() => setEditor(null), []);

  return (
    <>
      <RouteTabs group="coupon" />
      {draft && !editor && (
        <DraftNotice
          draft={draft}
          onRestore={() => {
            setEditor({ initial: draft.values as unknown as CouponFormValues, restored: true });
            settle();
          }}
          onDiscard={settle}
        />
      )}
      <ListContainer<Coupon>
        model={couponList}
        columns={columns}
        filterFields={COUPON_FILTER_FIELDS}
        rowKey="card_id"
        exportName={{ sheetName: t('coupon.sheet'), path: 'coupons' }}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={t('coupon.create')}
                  onClick={() => setEditor({ initial: null, restored: false })}
                />,
              ]
            : []
        }
      />
      {editor && (
        <CouponFormModal initial={editor.initial} restored={editor.restored} draftKey={key} onClose={close} />
      )}
    </>
  );
}
