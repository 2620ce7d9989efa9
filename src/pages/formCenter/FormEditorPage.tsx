import { useCallback, useEffect, useRef } from 'react';
import { Button, Card, Form, Input, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { FORM_NAME_MAX, type FormField } from 'config/formFields';
import { PRIVILEGES } from 'config/privileges';
import {
  formActions,
  formSaveRequest,
  formSelectors,
  formValues,
  type FormValues,
} from 'src-models/formCenter';
import { selectCan } from 'src-models/session';
import { SaveButton } from 'src/components/saving';
import { DraftNotice, useDocumentEditor, useLeaveGuard } from 'src/components/drafts';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { FormBuilder, formProblems } from './builder';
import { formPath, FORMS_PATH } from './paths';

/**
 * One form (issue 15): `/form-center/form/create` writes a new one, `/form-center/form/:id` edits one. Name
 * (required, at most 50 characters), remark and the field list (the form builder). Save once per burst of
 * clicks; what was typed when the session expired is offered back after the next login; leaving with unsaved
 * changes asks first. A new form, once saved, is edited at its own address.
 */
export default function FormEditorPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const saved = useAppSelector(formSelectors.selectData);
  const load = useAppSelector(formSelectors.selectLoad);
  const canSave = useAppSelector((state) =>
    selectCan(state, [id ? PRIVILEGES.formCenterUpdateForm : PRIVILEGES.formCenterCreateForm]),
  );
  const canEditInvisible = useAppSelector((state) => selectCan(state, [PRIVILEGES.formFieldInvisible]));
  const [form] = Form.useForm<FormValues>();
  const editor = useDocumentEditor<FormValues>({
    kind: 'formCenterForm',
    save: useAppSelector(formSelectors.selectSave),
    load: id ? load.status : undefined,
  });
  const { saving, forget } = editor;
  // antd types a field's value recursively, and a field's config holds values of any type (`unknown`).
  const fill = useCallback(
    (values: FormValues) => form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]),
    [form],
  );
  const unsaved = useRef(false);
  const confirmLeave = useLeaveGuard(() => unsaved.current);

  useEffect(() => {
    forget();
    unsaved.current = false;
    dispatch(id ? formActions.loadRequested({ id }) : formActions.resetRequested());
  }, [id, dispatch, forget]);

  // The editor shows what the server holds for this form once it is loaded or saved; a new one starts empty.
  useEffect(() => {
    fill(formValues(saved, id ?? null));
  }, [saved, id, fill]);

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    unsaved.current = false;
    if (!id && saved?.id) navigate(formPath(saved.id), { replace: true });
  }, [id, saving.outcome, saved, navigate]);

  if (id && load.status === 'failed' && load.error)
    return (
      <LoadFailure
        titleKey="formCenter.form.loadFailed"
        error={load.error}
        onRetry={() => dispatch(formActions.loadRequested({ id }))}
      />
    );
  const loaded = !id || (load.status === 'succeeded' && saved?.id === id);
  const editable = canSave && loaded;
  const submit = (values: FormValues) =>
    saving.send((requestId) =>
      dispatch(formActions.saveRequested({ requestId, input: formSaveRequest(values, id ?? null) })),
    );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space>
        <Button
          icon={<ArrowLeftOutlined />}
          aria-label={t('formCenter.back')}
          onClick={() => confirmLeave(() => navigate(FORMS_PATH))}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {id ? (
            <FormattedMessage id="formCenter.form.titleEdit" values={{ name: saved?.name ?? '' }} />
          ) : (
            <FormattedMessage id="formCenter.form.titleNew" />
          )}
        </Typography.Title>
      </Space>
      {editor.offered && editable && editor.loaded ? (
        <DraftNotice
          draft={editor.offered}
          onRestore={() =>
            editor.restore((values) => {
              fill(values);
              unsaved.current = true;
            })
          }
          onDiscard={editor.discard}
        />
      ) : null}
      <Spin spinning={!loaded}>
        <Card>
          <Form<FormValues>
            form={form}
            layout="vertical"
            onFinish={submit}
            onFinishFailed={saving.release}
            onValuesChange={(_changed, values) => {
              unsaved.current = true;
              editor.changed(values);
            }}
            disabled={!editable}
          >
            <Form.Item
              name="name"
              label={t('formCenter.field.name')}
              style={{ maxWidth: 720 }}
              rules={[
                { required: true, whitespace: true, message: t('formCenter.form.nameRequired') },
                { max: FORM_NAME_MAX, message: t('formCenter.form.nameTooLong') },
              ]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="remark" label={t('formCenter.field.remark')} style={{ maxWidth: 720 }}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
            <Form.Item
              name="fields"
              label={t('formCenter.form.fields')}
              rules={[
                {
                  // The builder marks each problem on its field; the save waits until there is none.
                  validator: (_, fields: FormField[] | undefined) =>
                    formProblems(fields ?? []).length === 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('formCenter.form.fieldProblems'))),
                },
              ]}
            >
              <FormBuilder canEditInvisible={canEditInvisible} />
            </Form.Item>
            {canSave ? (
              <SaveButton saving={saving} form={form}>
                {t('formCenter.form.save')}
              </SaveButton>
            ) : null}
          </Form>
        </Card>
      </Spin>
    </Space>
  );
}
