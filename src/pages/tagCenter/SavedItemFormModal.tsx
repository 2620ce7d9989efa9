import { ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { MessageId } from 'src-locales/messageIds';
import { savedItemInput, type SavedItemValues } from 'src-models/tagCenter';
import type { SavedItemInput } from 'src-services/tagCenter';
import { ListFormModal, type ListFormProps, type SavingList } from 'src/components/drafts';
import { useT } from 'src/components/useT';

interface Props extends ListFormProps<SavedItemValues> {
  list: SavingList<SavedItemInput>;
  kind: string;
  createTitle: MessageId;
  editTitle: MessageId;
  /** Categories and tags carry weight and disabled; sources do not (03-community-analytics §2.7). */
  weighted: boolean;
}

/** The names and rules of the saved-item dialog's fields, shared with the scope's. */
export function NameAndRemark() {
  const t = useT();
  return (
    <>
      <ProFormText
        name="name"
        label={t('tagCenter.form.name')}
        fieldProps={{ maxLength: 50 }}
        rules={[
          { required: true, whitespace: true, message: t('tagCenter.rule.nameRequired') },
          { max: 50, message: t('tagCenter.rule.nameLength') },
        ]}
      />
      <ProFormTextArea
        name="remark"
        label={t('tagCenter.form.remark')}
        fieldProps={{ maxLength: 200 }}
        rules={[{ max: 200, message: t('tagCenter.rule.remarkLength') }]}
      />
    </>
  );
}

/** Add or edit a category, tag or source; the dialog stays open as typed when the save fails. */
export function SavedItemFormModal({ weighted, ...props }: Props) {
  const t = useT();
  return (
    <ListFormModal<SavedItemValues, SavedItemInput>
      {...props}
      toInput={(values) => savedItemInput(values, weighted)}
      width={520}
    >
      <NameAndRemark />
      {weighted && (
        <>
          <ProFormDigit
            name="weight"
            label={t('tagCenter.form.weight')}
            min={0}
            rules={[{ type: 'number', min: 0, message: t('tagCenter.rule.weight') }]}
          />
          <ProFormSwitch name="disabled" label={t('tagCenter.form.disabled')} />
        </>
      )}
    </ListFormModal>
  );
}
