import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  carBrandActions,
  carBrandFields,
  carBrandFormValues,
  carBrandList,
  type CarBrandFormValues,
  type CarModelFormValues,
} from 'src-models/carOptions';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import type { CarBrand } from 'src-services/carOptions';
import { useModalEditor } from 'src/components/drafts';
import { catalogueColumns, CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { SheetImportButton } from 'src/components/sheetImport';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { actionsColumn } from '../shared/cells';
import type { DrawerState } from '../shared/drawer';

// The forms and the drawer load when the operator opens them, not with the list.
const CarBrandFormModal = lazy(() =>
  import(/* webpackChunkName: "vehicle-car-brand-form" */ './CarBrandFormModal').then((module) => ({
    default: module.CarBrandFormModal,
  })),
);
const CarModelFormModal = lazy(() =>
  import(/* webpackChunkName: "vehicle-car-brand-form" */ './CarModelFormModal').then((module) => ({
    default: module.CarModelFormModal,
  })),
);
const BrandModelsDrawer = lazy(() =>
  import(/* webpackChunkName: "vehicle-car-models" */ './BrandModelsDrawer').then((module) => ({
    default: module.BrandModelsDrawer,
  })),
);

const ROUTE = '/vehicle/car-brand';

/**
 * Car brands (02-operations §2 screen 5): add and edit in a modal, delete after a confirmation (the backend keeps
 * a brand that still has models, and says so), and each brand's models in a side drawer.
 */
export default function CarBrandListPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const canImport = useAppSelector((state) => selectCan(state, [PRIVILEGES.carBrandUpload]));
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.carBrandSave]));
  const canDelete = useAppSelector((state) => selectCan(state, [PRIVILEGES.carBrandDelete]));
  const canSeeModels = useAppSelector((state) => selectCan(state, [PRIVILEGES.carModelSearch]));
  const canSaveModel = useAppSelector((state) => selectCan(state, [PRIVILEGES.carModelSave]));
  const canDeleteModel = useAppSelector((state) => selectCan(state, [PRIVILEGES.carModelDelete]));
  const editing = useModalEditor<CarBrandFormValues>(ROUTE, 'carBrand');
  // The model form lives on the page, so a kept model draft comes back without its drawer.
  const modelEditing = useModalEditor<CarModelFormValues>(`${ROUTE}/model`, 'carModel');
  const [drawer, setDrawer] = useState<DrawerState<CarBrand> | null>(null);
  const { open } = editing;
  const confirm = useConfirmedAction();

  const columns = useMemo(
    () =>
      catalogueColumns<CarBrand>(
        carBrandFields,
        intl,
        {},
        actionsColumn<CarBrand>(intl, [
          {
            key: 'models',
            labelKey: 'carOption.models',
            allowed: canSeeModels,
            run: (brand) => setDrawer({ parent: brand, open: true }),
          },
          {
            key: 'edit',
            labelKey: 'carOption.edit',
            allowed: canSave,
            run: (brand) => open(carBrandFormValues(brand)),
          },
          {
            key: 'delete',
            labelKey: 'carOption.delete',
            allowed: canDelete,
            danger: true,
            run: (brand) =>
              confirm({
                titleKey: 'carOption.brand.deleteTitle',
                contentKey: 'carOption.brand.deleteConfirm',
                okKey: 'carOption.delete',
                values: { name: brand.name },
                danger: true,
                action: carBrandActions.removeRequested({ requestId: newRequestId(), id: brand.id }),
              }),
          },
        ]),
      ),
    [intl, canSave, canDelete, canSeeModels, open, confirm],
  );

  return (
    <>
      <RouteTabs group="vehicle" />
      {editing.notice}
      {modelEditing.notice}
      <ListContainer<CarBrand>
        model={carBrandList}
        columns={columns}
        filterFields={carBrandFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: intl.formatMessage({ id: 'carOption.brand.sheet' }), path: 'car-brands' }}
        toolbar={[
          ...(canSave
            ? [
                <CreateButton
                  key="create"
                  label={intl.formatMessage({ id: 'carOption.brand.create' })}
                  onClick={() => open({})}
                />,
              ]
            : []),
          ...(canImport
            ? [
                <SheetImportButton
                  key="import"
                  kind="car"
                  onImported={() => dispatch(carBrandActions.searchRequested())}
                />,
              ]
            : []),
        ]}
      />
      {drawer && (
        <Suspense fallback={null}>
          <BrandModelsDrawer
            brand={drawer.parent}
            open={drawer.open}
            onClose={() => setDrawer({ ...drawer, open: false })}
            afterClose={() => setDrawer((current) => (current?.open ? current : null))}
            canSave={canSaveModel}
            canDelete={canDeleteModel}
            onEdit={modelEditing.open}
          />
        </Suspense>
      )}
      {editing.editor && (
        <Suspense fallback={null}>
          <CarBrandFormModal
            initial={editing.editor.initial}
            restored={editing.editor.restored}
            draftKey={editing.draftKey}
            onClose={editing.close}
          />
        </Suspense>
      )}
      {modelEditing.editor && (
        <Suspense fallback={null}>
          <CarModelFormModal
            initial={modelEditing.editor.initial}
            restored={modelEditing.editor.restored}
            draftKey={modelEditing.draftKey}
            onClose={modelEditing.close}
          />
        </Suspense>
      )}
    </>
  );
}
