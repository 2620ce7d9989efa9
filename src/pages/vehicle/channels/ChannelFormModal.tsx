import { channelInputFromForm, channelList, type ChannelFormValues } from 'src-models/carOptions';
import { NameField, WeightField } from '../shared/fields';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';

/** Add and edit a purchase channel (02-operations §5): name required, weight at least 0. */
export function ChannelFormModal(props: ListFormProps<ChannelFormValues>) {
  return (
    <ListFormModal
      {...props}
      list={channelList}
      kind="buyingChannel"
      createTitle="carOption.channel.createTitle"
      editTitle="carOption.channel.editTitle"
      toInput={channelInputFromForm}
    >
      <NameField label="carOption.channel.field.name" required="carOption.rule.nameRequired" />
      <WeightField label="carOption.channel.field.weight" />
    </ListFormModal>
  );
}
