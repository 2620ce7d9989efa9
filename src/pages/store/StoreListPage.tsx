import { Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { STORE_STAFF_REQUIREMENT } from 'config/privileges';
import { PRIVILEGES } from 'config/privileges';
import { selectCan } from 'src-models/session';
import { NEW_STORE, storeFields, storeFormValues, storeList, type StoreFormValues } from 'src-models/stores';
import type { Store } from 'src-services/stores';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CreateButton, ListContainer } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { storeColumns } from './storeColumns';
import { useT } from 'src/components/useT';

// The form (upload, map, pickers) loads when the operator opens it, not with the list.
const StoreFormModal = lazyNamed(
  () => import(/* webpackChunkName: "store-form" */ './StoreFormModal'),
  'StoreFormModal',
);

/** The store list (02-operations §2 screen 7): add and edit in a modal, and each store's staff. */
export default function StoreListPage() {
  const intl = useIntl();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.storeSave]));
  const canSeeStaff = useAppSelector((state) => selectCan(state, STORE_STAFF_REQUIREMENT));
  const editing = useModalEditor<StoreFormValues>('/store/list', 'store');
  const { open } = editing;
  const t = useT();

  const columns = useMemo(
    () =>
      storeColumns(intl, { canSave, canSeeStaff, onEdit: (store: Store) => open(storeFormValues(store)) }),
    [intl, canSave, canSeeStaff, open],
  );

  return (
    <>
      {editing.notice}
      <ListContainer<Store>
        model={storeList}
        columns={columns}
        filterFields={storeFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: t('store.sheet'), path: 'stores' }}
        toolbar={
          canSave
            ? [<CreateButton key="create" label={t('store.create')} onClick={() => open(NEW_STORE)} />]
            : []
        }
      />
      {editing.editor && (
        <Suspense fallback={null}>
          <StoreFormModal
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
