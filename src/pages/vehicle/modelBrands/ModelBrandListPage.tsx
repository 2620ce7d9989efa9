import { lazy, Suspense, useMemo } from 'react';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { selectCan } from 'src-models/session';
import {
  modelBrandFields,
  modelBrandFormValues,
  modelBrandList,
  NEW_MODEL_BRAND,
  type ModelBrandFormValues,
} from 'src-models/vehicles';
import type { ModelBrand } from 'src-services/vehicles';
import { useModalEditor } from 'src/components/drafts';
import { catalogueColumns, CreateButton, ListContainer } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useAppSelector } from 'src/store/hooks';
import type { MessageId } from 'src-locales/messageIds';

const ModelBrandFormModal = lazy(() =>
  import(/* webpackChunkName: "vehicle-model-brand-form" */ './ModelBrandFormModal').then((module) => ({
    default: module.ModelBrandFormModal,
  })),
);

/** The model-brand config (02-operations §2 screen 5): the brand's own model brands and other brands. */
export default function ModelBrandListPage() {
  const intl = useIntl();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.modelBrandSave]));
  const editing = useModalEditor<ModelBrandFormValues>('/vehicle/model-brand', 'modelBrand');
  const { open } = editing;
  const t = (id: MessageId) => intl.formatMessage({ id });

  const columns = useMemo(
    () =>
      catalogueColumns<ModelBrand>(
        modelBrandFields,
        intl,
        {},
        canSave
          ? [
              {
                key: 'actions',
                titleKey: 'vehicle.actions',
                fixed: 'right',
                render: (_, modelBrand) => (
                  <Button type="link" size="small" onClick={() => open(modelBrandFormValues(modelBrand))}>
                    {intl.formatMessage({ id: 'vehicle.edit' })}
                  </Button>
                ),
              },
            ]
          : [],
      ),
    [intl, canSave, open],
  );

  return (
    <>
      <RouteTabs group="vehicle" />
      {editing.notice}
      <ListContainer<ModelBrand>
        model={modelBrandList}
        columns={columns}
        filterFields={modelBrandFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: t('vehicle.modelBrand.sheet'), path: 'model-brands' }}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={t('vehicle.modelBrand.create')}
                  onClick={() => open(NEW_MODEL_BRAND)}
                />,
              ]
            : []
        }
      />
      {editing.editor && (
        <Suspense fallback={null}>
          <ModelBrandFormModal
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
