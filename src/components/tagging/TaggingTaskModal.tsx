import { useEffect, useState } from 'react';
import { ModalForm, ProForm } from '@ant-design/pro-components';
import { App, Button, Form, Radio, Typography, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { isApiError } from 'src-services/errors';
import type { TagTaskInput, TagTaskMembers, TagTaskType } from 'src-services/memberTags';
import { saveOnceButtonProps, useSaveOnce } from 'src/components/saving';
import { FieldSelect, ScopeSelect, TagCenterTagSelect, useErrorText } from 'src/components/selectors';
import { useUploader } from 'src/components/upload';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { CohortSelect } from './CohortSelect';
import type { TaggingModel } from './model';
import { useT } from 'src/components/useT';

interface Values {
  task_type?: TagTaskType;
  file?: UploadFile[];
  /** A cohort task's saved filter of the member list. */
  source_id?: string;
  scope_id?: string;
  tag_ids?: string[];
  /** A member task without a list's selection: the unionids typed in. */
  entity_ids?: string[];
}

export interface TaggingTaskModalProps {
  model: TaggingModel;
  /** The kinds offered, the first chosen at first; with more than one the dialog asks which. */
  types: readonly TagTaskType[];
  /** The tag scope, fixed (the tag center's active scope); without it the dialog asks for one. */
  scopeId?: string;
  /** The members a member task tags, chosen on a list (with how many that is); without it they are typed in. */
  selection?: { members: TagTaskMembers; count: number };
  onClose: () => void;
  /** The task was created: the area shows it among its tasks. */
  onStarted: () => void;
}

const isCsv = (name: string) => name.toLowerCase().endsWith('.csv');

/**
 * Tagging (02-operations §5, 03-community-analytics §3, §7): by file (a .csv and a tag choice required), by a saved
 * filter of the member list (task_type cohort, its members when the task runs) or by members (task_type member:
 * the ones chosen on the list, is_all_select for the whole filter, or unionids typed in). The task is created once
 * per burst of clicks; a failure keeps what was entered.
 */
export function TaggingTaskModal({
  model,
  types,
  scopeId,
  selection,
  onClose,
  onStarted,
}: TaggingTaskModalProps) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const upload = useUploader();
  const errorText = useErrorText();
  const saving = useSaveOnce(useAppSelector(model.selectState).submit);
  const [type, setType] = useState<TagTaskType>(types[0]);
  const chosenScope = Form.useWatch<string | undefined>('scope_id', form);
  const tagScope = scopeId ?? chosenScope;
  const { taggingRequested, taggingReset } = model.actions;
  const t = useT();

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    dispatch(taggingReset());
    onStarted();
  }, [saving.outcome, dispatch, taggingReset, onStarted]);

  const title =
    types.length > 1
      ? t('tagging.createTitle')
      : type === 'file'
        ? t('tagging.fileTitle')
        : type === 'cohort'
          ? t('tagging.cohortTitle')
          : !selection
            ? t('tagging.memberTitle')
            : selection.members.is_all_select
              ? t('tagging.allTitle', { total: selection.count })
              : t('tagging.selectionTitle', { count: selection.count });

  const submit = async (values: Values) => {
    const base = {
      scope_id: tagScope ?? '',
      tag_settings: { tag_ids: values.tag_ids ?? [] },
    };
    let input: TagTaskInput;
    if (type === 'file') {
      const file = values.file?.[0]?.originFileObj;
      if (!file) return;
      try {
        const uploaded = await upload(file, file.name);
        input = { ...base, task_type: 'file', file: uploaded.url, file_name: file.name };
      } catch (error) {
        // The upload service's reason (a file that is not what its name says, one over 5 MB), else the spec's.
        void message.error(errorText(isApiError(error) ? error.toInfo() : null, 'tagging.operateFail'));
        saving.release();
        return;
      }
    } else if (type === 'cohort') {
      input = { ...base, task_type: 'cohort', source_id: values.source_id ?? '' };
    } else {
      const members = selection?.members ?? { is_all_select: false, entity_ids: values.entity_ids ?? [] };
      input = { ...base, task_type: 'member', member: members };
    }
    saving.send((requestId) => dispatch(taggingRequested({ requestId, input })));
  };

  return (
    <ModalForm<Values>
      open
      form={form}
      title={title}
      width={520}
      initialValues={{ task_type: types[0] }}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{
        searchConfig: { submitText: t('tagging.submit'), resetText: t('list.cancel') },
        submitButtonProps: saveOnceButtonProps(saving, form),
      }}
      onFinishFailed={saving.release}
      onFinish={async (values) => {
        await submit(values);
        return false;
      }}
    >
      {types.length > 1 ? (
        <ProForm.Item name="task_type" label={t('tagging.kind')}>
          <Radio.Group
            optionType="button"
            onChange={(event) => setType(event.target.value as TagTaskType)}
            options={types.map((each) => ({ value: each, label: t(`tagging.tasks.type.${each}`) }))}
          />
        </ProForm.Item>
      ) : null}
      {type === 'file' ? (
        <ProForm.Item
          name="file"
          label={t('tagging.file')}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          extra={<Typography.Text type="secondary">{t('tagging.fileHint')}</Typography.Text>}
          rules={[
            { required: true, message: t('tagging.fileRequired') },
            {
              validator: (_rule: unknown, files: UploadFile[] | undefined) =>
                !files?.length || isCsv(files[0].name)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('tagging.notCsv'))),
            },
          ]}
        >
          <Upload accept=".csv,text/csv" beforeUpload={() => false} maxCount={1}>
            <Button icon={<UploadOutlined />}>{t('tagging.pickFile')}</Button>
          </Upload>
        </ProForm.Item>
      ) : null}
      {type === 'cohort' ? (
        <ProForm.Item
          name="source_id"
          label={t('tagging.cohort')}
          extra={<Typography.Text type="secondary">{t('tagging.cohortHint')}</Typography.Text>}
          rules={[{ required: true, message: t('tagging.cohortRequired') }]}
        >
          <CohortSelect />
        </ProForm.Item>
      ) : null}
      {type === 'member' && !selection ? (
        <ProForm.Item
          name="entity_ids"
          label={t('tagging.members')}
          extra={<Typography.Text type="secondary">{t('tagging.membersHint')}</Typography.Text>}
          rules={[{ required: true, type: 'array', min: 1, message: t('tagging.membersRequired') }]}
        >
          <FieldSelect
            mode="tags"
            tokenSeparators={[',', ' ', '\n']}
            suffixIcon={null}
            notFoundContent={null}
          />
        </ProForm.Item>
      ) : null}
      {scopeId ? null : (
        <ProForm.Item
          name="scope_id"
          label={t('tagging.scope')}
          rules={[{ required: true, message: t('tagging.scopeRequired') }]}
        >
          <ScopeSelect onChange={() => form.setFieldValue('tag_ids', [])} />
        </ProForm.Item>
      )}
      <ProForm.Item
        name="tag_ids"
        label={t('tagging.tags')}
        rules={[{ required: true, type: 'array', min: 1, message: t('tagging.tagsRequired') }]}
      >
        <TagCenterTagSelect scopeId={tagScope} mode="multiple" disabled={!tagScope} allowClear />
      </ProForm.Item>
    </ModalForm>
  );
}
