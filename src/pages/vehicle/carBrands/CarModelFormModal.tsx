import { carModelInputFromForm, carModelList, type CarModelFormValues } from 'src-models/carOptions';
import { ChineseNameField, NameField } from '../shared/fields';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';

/** Add and edit a model of a car brand (02-operations §5): as the brand, name and Chinese name required. */
export function CarModelFormModal(props: ListFormProps<CarModelFormValues>) {
  return (
    <ListFormModal
      {...props}
      list={carModelList}
      kind="carModel"
      createTitle="carOption.model.createTitle"
      editTitle="carOption.model.editTitle"
      toInput={carModelInputFromForm}
    >
      <NameField
        label="carOption.model.field.name"
        required="carOption.model.rule.nameRequired"
        locked={Boolean(props.initial.id)}
      />
      <ChineseNameField label="carOption.model.field.zh_name" />
    </ListFormModal>
  );
}
