import { ProFormRadio, ProFormText } from '@ant-design/pro-components';
import {
  MODEL_BRAND_TYPES,
  modelBrandInputFromForm,
  modelBrandList,
  type ModelBrandFormValues,
} from 'src-models/vehicles';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';
import { useT } from 'src/components/useT';

/** Add and edit a model brand (02-operations §5: name and type required) in a modal. */
export function ModelBrandFormModal(props: ListFormProps<ModelBrandFormValues>) {
  const t = useT();
  return (
    <ListFormModal
      {...props}
      list={modelBrandList}
      kind="modelBrand"
      createTitle="vehicle.modelBrand.createTitle"
      editTitle="vehicle.modelBrand.editTitle"
      toInput={modelBrandInputFromForm}
      width={520}
    >
      <ProFormText
        name="name"
        label={t('vehicle.modelBrand.field.name')}
        rules={[{ required: true, whitespace: true, message: t('vehicle.modelBrand.rule.nameRequired') }]}
      />
      <ProFormRadio.Group
        name="type"
        label={t('vehicle.modelBrand.field.type')}
        options={MODEL_BRAND_TYPES.map((type) => ({
          value: type,
          label: t(`vehicle.modelBrand.type.${type}`),
        }))}
        rules={[{ required: true, message: t('vehicle.modelBrand.rule.typeRequired') }]}
      />
    </ListFormModal>
  );
}
