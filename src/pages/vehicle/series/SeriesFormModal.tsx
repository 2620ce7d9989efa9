import { seriesInputFromForm, seriesList, type SeriesFormValues } from 'src-models/carOptions';
import { ImageField, NameField, TestDriveField, WeightField } from '../shared/fields';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';

/** Add and edit a brand series (02-operations §5): name required, weight at least 0, test drive, two images. */
export function SeriesFormModal(props: ListFormProps<SeriesFormValues>) {
  return (
    <ListFormModal
      {...props}
      list={seriesList}
      kind="series"
      createTitle="carOption.series.createTitle"
      editTitle="carOption.series.editTitle"
      toInput={seriesInputFromForm}
    >
      <NameField label="carOption.series.field.name" required="carOption.rule.nameRequired" />
      <WeightField label="carOption.series.field.weight" />
      <TestDriveField label="carOption.series.field.allow_test_drive" />
      <ImageField name="icon_url" label="carOption.series.field.icon_url" />
      <ImageField name="background_url" label="carOption.series.field.background_url" />
    </ListFormModal>
  );
}
