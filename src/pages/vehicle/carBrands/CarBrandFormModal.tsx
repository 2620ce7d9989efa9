import { carBrandInputFromForm, carBrandList, type CarBrandFormValues } from 'src-models/carOptions';
import { ChineseNameField, NameField } from '../shared/fields';
import { OptionFormModal, type OptionFormProps } from '../shared/OptionFormModal';

/** Add and edit a car brand (02-operations §5): name and Chinese name required; the name fixed once created. */
export function CarBrandFormModal(props: OptionFormProps<CarBrandFormValues>) {
  return (
    <OptionFormModal
      {...props}
      list={carBrandList}
      kind="carBrand"
      createTitle="carOption.brand.createTitle"
      editTitle="carOption.brand.editTitle"
      toInput={carBrandInputFromForm}
    >
      <NameField
        label="carOption.brand.field.name"
        required="carOption.brand.rule.nameRequired"
        locked={Boolean(props.initial.id)}
      />
      <ChineseNameField label="carOption.brand.field.zh_name" />
    </OptionFormModal>
  );
}
