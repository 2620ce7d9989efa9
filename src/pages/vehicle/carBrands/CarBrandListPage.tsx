import { Suspense, useState } from 'react';
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
import { selectCan } from 'src-models/session';
import type { CarBrand } from 'src-services/carOptions';
import { OpenEditor, useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { SheetImportButton } from 'src/components/sheetImport';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import type { DrawerState } from '../shared/drawer';

// The forms and the drawer load when the operator opens them, not with the list.
const CarBrandFormModal = lazyNamed(
  () => import(/* webpackChunkName: "vehicle-car-brand-form" */ './CarBrandFormModal'),
  'CarBrandFormModal',
);
const CarModelFormModal = lazyNamed(
  () => import(/* webpackChunkName: "vehicle-car-brand-form" */ './CarModelFormModal'),
  'CarModelFormModal',
);
const BrandModelsDrawer = lazyNamed(
  () => import(/* webpackChunkName: "vehicle-car-models" */ './BrandModelsDrawer'),
  'BrandModelsDrawer',
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
  const canSeeModels = useAppSelector((state) => selectCan(state, [PRIVILEGES.carModelSearch]));
  const editing = useModalEditor<CarBrandFormValues>(ROUTE, 'carBrand');
  // The model form lives on the page, so a kept model draft comes back without its drawer.
  const modelEditing = useModalEditor<CarModelFormValues>(`${ROUTE}/model`, 'carModel');
  const [drawer, setDrawer] = useState<DrawerState<CarBrand> | null>(null);

  return (
    <>
      <RouteTabs group="vehicle" />
      {modelEditing.notice}
      <CrudList<CarBrand, CarBrandFormValues>
        model={carBrandList}
        fields={carBrandFields}
        rowKey="id"
        exportName={{ sheetName: intl.formatMessage({ id: 'carOption.brand.sheet' }), path: 'car-brands' }}
        rowActions={[
          {
            key: 'models',
            labelKey: 'carOption.models',
            allowed: canSeeModels,
            run: (brand) => setDrawer({ parent: brand, open: true }),
          },
        ]}
        edit={{
          editing,
          requirement: [PRIVILEGES.carBrandSave],
          toValues: carBrandFormValues,
          create: { labelKey: 'carOption.brand.create', values: () => ({}) },
        }}
        remove={{
          requirement: [PRIVILEGES.carBrandDelete],
          titleKey: 'carOption.brand.deleteTitle',
          contentKey: 'carOption.brand.deleteConfirm',
        }}
        form={CarBrandFormModal}
        toolbar={
          canImport
            ? [
                <SheetImportButton
                  key="import"
                  kind="car"
                  onImported={() => dispatch(carBrandActions.searchRequested())}
                />,
              ]
            : []
        }
      />
      {drawer && (
        <Suspense fallback={null}>
          <BrandModelsDrawer
            brand={drawer.parent}
            open={drawer.open}
            onClose={() => setDrawer({ ...drawer, open: false })}
            afterClose={() => setDrawer((current) => (current?.open ? current : null))}
            editing={modelEditing}
          />
        </Suspense>
      )}
      <OpenEditor editing={modelEditing} form={CarModelFormModal} />
    </>
  );
}
