import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { STORE_STAFF_REQUIREMENT } from 'config/areas/store';
import { PRIVILEGES } from 'config/privileges';
import { draftKey } from 'src-models/drafts';
import { selectCan, selectOperator } from 'src-models/session';
import { NEW_STORE, storeFields, storeFormValues, storeList, type StoreFormValues } from 'src-models/stores';
import type { Store } from 'src-services/stores';
import { DraftNotice, useOfferedDraft } from 'src/components/drafts';
import { CreateButton, ListContainer } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { storeColumns } from './storeColumns';

// The form (upload, map, pickers) loads when the operator opens it, not with the list.
const StoreFormModal = lazy(() =>
  import(/* webpackChunkName: "store-form" */ './StoreFormModal').then((module) => ({
    default: module.StoreFormModal,
  })),
);

const ROUTE = '/store/list';

/** The store list (02-operations §2 screen 7): add and edit in a modal, and each store's staff. */
export default function StoreListPage() {
  const intl = useIntl();
  const operator = useAppSelector(selectOperator);
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.storeSave]));
  const canSeeStaff = useAppSelector((state) => selectCan(state, STORE_STAFF_REQUIREMENT));
  const [editor, setEditor] = useState<{ initial: StoreFormValues; restored: boolean } | null>(null);
  const key = operator ? draftKey(operator.id, ROUTE) : null;
  const { draft, settle } = useOfferedDraft(key, 'store');
  const t = useCallback((id: string) => intl.formatMessage({ id }), [intl]);

  const columns = useMemo(
    () =>
      storeColumns(intl, {
        canSave,
        canSeeStaff,
        onEdit: (store: Store) => setEditor({ initial: storeFormValues(store), restored: false }),
      }),
    [intl, canSave, canSeeStaff],
  );
  const close = useCallback(() => setEditor(null), []);

  return (
    <>
      {draft && !editor && (
        <DraftNotice
          draft={draft}
          onRestore={() => {
            setEditor({ initial: draft.values as unknown as StoreFormValues, restored: true });
            settle();
          }}
          onDiscard={settle}
        />
      )}
      <ListContainer<Store>
        model={storeList}
        columns={columns}
        filterFields={storeFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: t('store.sheet'), path: 'stores' }}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={t('store.create')}
                  onClick={() => setEditor({ initial: NEW_STORE, restored: false })}
                />,
              ]
            : []
        }
      />
      {editor && (
        <Suspense fallback={null}>
          <StoreFormModal
            initial={editor.initial}
            restored={editor.restored}
            draftKey={key}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
