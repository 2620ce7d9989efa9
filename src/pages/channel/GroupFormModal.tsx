import { Form, Input } from 'antd';
import {
  channelGroupActions,
  channelGroupSelectors,
  groupInput,
  type ChannelGroupFormValues,
} from 'src-models/channels';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';
import { useT } from 'src/components/useT';

const groups = { actions: channelGroupActions, selectors: channelGroupSelectors };

/** Create or edit a channel group (03 §5): name ('input name', trimmed) and remark ('input remark'). */
export function GroupFormModal(props: ListFormProps<ChannelGroupFormValues>) {
  const t = useT();
  return (
    <ListFormModal<ChannelGroupFormValues, ReturnType<typeof groupInput>>
      {...props}
      list={groups}
      kind="channelGroup"
      createTitle="channel.group.createTitle"
      editTitle="channel.group.editTitle"
      toInput={groupInput}
    >
      <Form.Item
        name="name"
        label={t('channel.group.name')}
        rules={[{ required: true, whitespace: true, message: t('channel.group.nameRequired') }, { max: 64 }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="description" label={t('channel.group.description')} rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      <Form.Item
        name="comment"
        label={t('channel.group.remark')}
        rules={[
          { required: true, whitespace: true, message: t('channel.group.remarkRequired') },
          { max: 200 },
        ]}
      >
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </ListFormModal>
  );
}
