import { useEffect } from 'react';
import { ModalForm, ProForm } from '@ant-design/pro-components';
import { App, Button, Form, Select, Typography, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { memberAreaActions, memberList, selectTagging } from 'src-models/members';
import { selectSavedFilters } from 'src-models/savedFilters';
import type { TagTaskInput, TagTaskMembers } from 'src-services/memberTags';
import { useSaveOnce } from 'src/components/saving';
import { ScopeSelect, TagCenterTagSelect } from 'src/components/selectors';
import { useUploader } from 'src/components/upload';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

export type TaggingMode = 'file' | 'cohort' | 'selection';

interface Values {
  file?: UploadFile[];
  /** A cohort task's saved filter of the member list. */
  source_id?: string;
  scope_id?: string;
  tag_ids?: string[];
}

interface Props {
  mode: TaggingMode;
  /** The members a selection task tags: the chosen ones, or every member of the filter. */
  selection: TagTaskMembers;
  /** How many members that is, for the title. */
  count: number;
  onClose: () => void;
  /** The task was created: the list shows it in the tasks drawer. */
  onStarted: () => void;
}

const isCsv = (name: string) => name.toLowerCase().endsWith('.csv');

/**
 * Tagging (02-operations §5, 03-community-analytics §7): by file (a .csv and a tag choice required), by a saved
 * filter of the member list (task_type cohort, its members when the task runs) or the members chosen on the list
 * (task_type member, is_all_select for the whole filter). The task is created once
 * per burst of clicks; the drawer then follows it.
 */
export function TaggingModal({ mode, selection, count, onClose, onStarted }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const upload = useUploader();
  const saving = useSaveOnce(useAppSelector(selectTagging).submit);
  const scopeId = Form.useWatch<string | undefined>('scope_id', form);
  // The member list's filter panel has loaded them.
  const cohorts = useAppSelector((state) => selectSavedFilters(state, memberList.config.name)).items;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    dispatch(memberAreaActions.taggingReset());
    onStarted();
  }, [saving.outcome, dispatch, onStarted]);

  const title =
    mode === 'file'
      ? t('member.tag.fileTitle')
      : mode === 'cohort'
        ? t('member.tag.cohortTitle')
        : selection.is_all_select
          ? t('member.tag.allTitle', { total: count })
          : t('member.tag.selectionTitle', { count });

  const submit = async (values: Values) => {
    const base = {
      scope_id: values.scope_id ?? '',
      tag_settings: { tag_ids: values.tag_ids ?? [] },
    };
    let input: TagTaskInput;
    if (mode === 'file') {
      const file = values.file?.[0]?.originFileObj;
      if (!file) return;
      try {
        const uploaded = await upload(file, file.name);
        input = { ...base, task_type: 'file', file: uploaded.url, file_name: file.name };
      } catch {
        void message.error(t('member.tag.operateFail'));
        saving.release();
        return;
      }
    } else if (mode === 'cohort') {
      input = { ...base, task_type: 'cohort', source_id: values.source_id ?? '' };
    } else {
      input = { ...base, task_type: 'member', member: selection };
    }
    saving.send((requestId) => dispatch(memberAreaActions.taggingRequested({ requestId, input })));
  };

  return (
    <ModalForm<Values>
      open
      form={form}
      title={title}
      width={520}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{
        searchConfig: { submitText: t('member.tag.submit'), resetText: t('list.cancel') },
        submitButtonProps: {
          loading: saving.busy,
          preventDefault: true,
          onClick: () => {
            if (saving.claim()) form.submit();
          },
        },
      }}
      onFinishFailed={saving.release}
      onFinish={async (values) => {
        await submit(values);
        return false;
      }}
    >
      {mode === 'file' ? (
        <ProForm.Item
          name="file"
          label={t('member.tag.file')}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          extra={<Typography.Text type="secondary">{t('member.tag.fileHint')}</Typography.Text>}
          rules={[
            { required: true, message: t('member.tag.fileRequired') },
            {
              validator: (_rule: unknown, files: UploadFile[] | undefined) =>
                !files?.length || isCsv(files[0].name)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('member.tag.notCsv'))),
            },
          ]}
        >
          <Upload accept=".csv,text/csv" beforeUpload={() => false} maxCount={1}>
            <Button icon={<UploadOutlined />}>{t('member.tag.pickFile')}</Button>
          </Upload>
        </ProForm.Item>
      ) : null}
      {mode === 'cohort' ? (
        <ProForm.Item
          name="source_id"
          label={t('member.tag.cohort')}
          extra={<Typography.Text type="secondary">{t('member.tag.cohortHint')}</Typography.Text>}
          rules={[{ required: true, message: t('member.tag.cohortRequired') }]}
        >
          <Select
            options={cohorts.map((filter) => ({ value: filter.id, label: filter.name }))}
            notFoundContent={t('member.tag.noCohorts')}
          />
        </ProForm.Item>
      ) : null}
      <ProForm.Item
        name="scope_id"
        label={t('member.tag.scope')}
        rules={[{ required: true, message: t('member.tag.scopeRequired') }]}
      >
        <ScopeSelect onChange={() => form.setFieldValue('tag_ids', [])} />
      </ProForm.Item>
      <ProForm.Item
        name="tag_ids"
        label={t('member.tag.tags')}
        rules={[{ required: true, type: 'array', min: 1, message: t('member.tag.tagsRequired') }]}
      >
        <TagCenterTagSelect scopeId={scopeId} mode="multiple" disabled={!scopeId} allowClear />
      </ProForm.Item>
    </ModalForm>
  );
}
