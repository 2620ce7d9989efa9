import { ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { postList, weightInputFromForm, type PostWeightFormValues } from 'src-models/posts';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';
import { useT } from 'src/components/useT';

/**
 * Set top and Update weight (03-community-analytics §2.3, §5): the weight is required and at least 0; a higher
 * weight lists the post higher. Saved once per burst, kept as typed if the save fails or the session ends.
 */
export function PostWeightModal(props: ListFormProps<PostWeightFormValues>) {
  const t = useT();
  // Every post has an id: the title says whether it is being pinned or re-weighted.
  const title = props.initial.weight === null ? 'post.weight.setTitle' : 'post.weight.editTitle';
  return (
    <ListFormModal
      {...props}
      list={postList}
      kind="postWeight"
      createTitle={title}
      editTitle={title}
      toInput={weightInputFromForm}
      width={480}
    >
      <ProFormText name="title" label={t('post.weight.post')} readonly />
      <ProFormDigit
        name="weight"
        label={t('post.weight.label')}
        extra={t('post.weight.help')}
        min={0}
        fieldProps={{ precision: 0 }}
        rules={[
          { required: true, message: t('post.weight.required') },
          { type: 'number', min: 0, message: t('post.weight.min') },
        ]}
      />
    </ListFormModal>
  );
}
