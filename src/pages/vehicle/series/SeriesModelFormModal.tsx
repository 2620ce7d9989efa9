import { seriesModelInputFromForm, seriesModelList, type SeriesModelFormValues } from 'src-models/carOptions';
import { ImageField, NameField, TestDriveField, WeightField } from '../shared/fields';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';

/** Add and edit a model of a series (02-operations §5): name and icon required, weight at least 0. */
export function SeriesModelFormModal(props: ListFormProps<SeriesModelFormValues>) {
  return (
    <ListFormModal
      {...props}
      list={seriesModelList}
      kind="seriesModel"
      createTitle="carOption.seriesModel.createTitle"
      editTitle="carOption.seriesModel.editTitle"
      toInput={seriesModelInputFromForm}
    >
      <NameField label="carOption.seriesModel.field.name" required="carOption.rule.nameRequired" />
      <WeightField label="carOption.seriesModel.field.weight" />
      <TestDriveField label="carOption.seriesModel.field.allow_test_drive" />
      <ImageField
        name="icon_url"
        label="carOption.seriesModel.field.icon_url"
        required="carOption.rule.iconRequired"
      />
    </ListFormModal>
  );
}
