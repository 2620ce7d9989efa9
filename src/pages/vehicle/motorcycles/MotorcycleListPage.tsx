import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { selectCan } from 'src-models/session';
import {
  motorcycleFields,
  motorcycleFormValues,
  motorcycleList,
  NEW_MOTORCYCLE,
  type MotorcycleFormValues,
} from 'src-models/vehicles';
import type { Motorcycle } from 'src-services/vehicles';
import { useModalEditor } from 'src/components/drafts';
import { CreateButton, ListContainer } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useAppSelector } from 'src/store/hooks';
import { motorcycleColumns } from './motorcycleColumns';
import type { MessageId } from 'src-locales/messageIds';

// The form (upload, date pickers) loads when the operator opens it, not with the list.
const MotorcycleFormModal = lazy(() =>
  import(/* webpackChunkName: "vehicle-motorcycle-form" */ './MotorcycleFormModal').then((module) => ({
    default: module.MotorcycleFormModal,
  })),
);

/** Old reservation motorcycles (02-operations §2 screen 5): the ones not deleted, added and edited in a modal. */
export default function MotorcycleListPage() {
  const intl = useIntl();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.motorcycleSave]));
  const editing = useModalEditor<MotorcycleFormValues>('/vehicle/motorcycle', 'motorcycle');
  const { open } = editing;
  const t = (id: MessageId) => intl.formatMessage({ id });

  const columns = useMemo(
    () =>
      motorcycleColumns(intl, { canSave, onEdit: (motorcycle) => open(motorcycleFormValues(motorcycle)) }),
    [intl, canSave, open],
  );

  return (
    <>
      <RouteTabs group="vehicle" />
      {editing.notice}
      <ListContainer<Motorcycle>
        model={motorcycleList}
        columns={columns}
        filterFields={motorcycleFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: t('vehicle.motorcycle.sheet'), path: 'motorcycles' }}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={t('vehicle.motorcycle.create')}
                  onClick={() => open(NEW_MOTORCYCLE)}
                />,
              ]
            : []
        }
      />
      {editing.editor && (
        <Suspense fallback={null}>
          <MotorcycleFormModal
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
