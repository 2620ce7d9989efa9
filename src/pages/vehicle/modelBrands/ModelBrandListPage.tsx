import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  modelBrandFields,
  modelBrandFormValues,
  modelBrandList,
  NEW_MODEL_BRAND,
  type ModelBrandFormValues,
} from 'src-models/vehicles';
import type { ModelBrand } from 'src-services/vehicles';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';

const ModelBrandFormModal = lazyNamed(
  () => import(/* webpackChunkName: "vehicle-model-brand-form" */ './ModelBrandFormModal'),
  'ModelBrandFormModal',
);

/** The model-brand config (02-operations §2 screen 5): the brand's own model brands and other brands. */
export default function ModelBrandListPage() {
  const intl = useIntl();
  const editing = useModalEditor<ModelBrandFormValues>('/vehicle/model-brand', 'modelBrand');

  return (
    <>
      <RouteTabs group="vehicle" />
      <CrudList<ModelBrand, ModelBrandFormValues>
        model={modelBrandList}
        fields={modelBrandFields}
        rowKey="id"
        exportName={{
          sheetName: intl.formatMessage({ id: 'vehicle.modelBrand.sheet' }),
          path: 'model-brands',
        }}
        edit={{
          editing,
          requirement: [PRIVILEGES.modelBrandSave],
          toValues: modelBrandFormValues,
          create: { labelKey: 'vehicle.modelBrand.create', values: () => NEW_MODEL_BRAND },
        }}
        form={ModelBrandFormModal}
      />
    </>
  );
}
