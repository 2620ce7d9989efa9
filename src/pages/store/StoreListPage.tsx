import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PRIVILEGES, STORE_STAFF_REQUIREMENT } from 'config/privileges';
import { selectCan } from 'src-models/session';
import { NEW_STORE, storeFields, storeFormValues, storeList, type StoreFormValues } from 'src-models/stores';
import type { Store } from 'src-services/stores';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList, type RowAction } from 'src/components/list';
import { useT } from 'src/components/useT';
import { linkTo } from 'src/routes/links';
import { useAppSelector } from 'src/store/hooks';
import { storeOverrides } from './storeColumns';

// The form (upload, map, pickers) loads when the operator opens it, not with the list.
const StoreFormModal = lazyNamed(
  () => import(/* webpackChunkName: "store-form" */ './StoreFormModal'),
  'StoreFormModal',
);

/** The store list (02-operations §2 screen 7): add and edit in a modal, and each store's staff. */
export default function StoreListPage() {
  const intl = useIntl();
  const t = useT();
  const canSeeStaff = useAppSelector((state) => selectCan(state, STORE_STAFF_REQUIREMENT));
  const editing = useModalEditor<StoreFormValues>('/store/list', 'store');
  const overrides = useMemo(() => storeOverrides(intl), [intl]);
  const rowActions = useMemo(
    (): RowAction<Store>[] => [
      {
        key: 'staff',
        allowed: canSeeStaff,
        // A link, so the staff page opens in another tab too.
        render: (store) => (
          <Link to={linkTo('/store/:id', { id: store.id })} className="ant-btn ant-btn-link ant-btn-sm">
            {t('store.staff')}
          </Link>
        ),
      },
    ],
    [canSeeStaff, t],
  );

  return (
    <CrudList<Store, StoreFormValues>
      model={storeList}
      fields={storeFields}
      rowKey="id"
      exportName={{ sheetName: t('store.sheet'), path: 'stores' }}
      overrides={overrides}
      rowActions={rowActions}
      edit={{
        editing,
        requirement: [PRIVILEGES.storeSave],
        toValues: storeFormValues,
        create: { labelKey: 'store.create', values: () => NEW_STORE },
      }}
      form={StoreFormModal}
    />
  );
}
