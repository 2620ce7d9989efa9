import { channelInputFromForm, channelList, type ChannelFormValues } from 'src-models/carOptions';
import { NameField, WeightField } from '../shared/fields';
import { OptionFormModal, type OptionFormProps } from '../shared/OptionFormModal';

/** Add and edit a purchase channel (02-operations §5): name required, weight at least 0. */
export function ChannelFormModal(props: OptionFormProps<ChannelFormValues>) {
  return (
    <OptionFormModal
      {...props}
      list={channelList}
      kind="buyingChannel"
      createTitle="carOption.channel.createTitle"
      editTitle="carOption.channel.editTitle"
      toInput={channelInputFromForm}
    >
      <NameField label="carOption.channel.field.name" required="carOption.rule.nameRequired" />
      <WeightField label="carOption.channel.field.weight" />
    </OptionFormModal>
  );
}
