import { carBrandInputFromForm, carBrandList, type CarBrandFormValues } from 'src-models/carOptions';
import { ChineseNameField, NameField } from '../shared/fields';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';

/** Add and edit a car brand (02-operations §5): name and Chinese name required; the name fixed once created. */
export function CarBrandFormModal(props: ListFormProps<CarBrandFormValues>) {
  return (
    <ListFormModal
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
    </ListFormModal>
  );
}
