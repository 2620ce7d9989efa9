import { Form, Input } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { FORM_NAME_MAX, type FormField } from 'config/formFields';
import { PRIVILEGES } from 'config/privileges';
import { formDocument, formSaveRequest, formValues, type FormValues } from 'src-models/formCenter';
import { selectCan } from 'src-models/session';
import { DocumentEditorFrame, DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { useAppSelector } from 'src/store/hooks';
import { FormBuilder, formProblems } from './builder';
import { linkTo } from 'src/routes/links';
import { useT } from 'src/components/useT';

/**
 * One form (issue 15): `/form-center/form/create` writes a new one, `/form-center/form/:id` edits one. Name
 * (required, at most 50 characters), remark and the field list (the form builder). Save once per burst of
 * clicks; what was typed when the session expired is offered back after the next login; leaving with unsaved
 * changes asks first. A new form, once saved, is edited at its own address.
 */
export default function FormEditorPage() {
  const t = useT();
  const { id = null } = useParams<{ id?: string }>();
  const canEditInvisible = useAppSelector((state) => selectCan(state, [PRIVILEGES.formFieldInvisible]));
  const page = useDocumentPage({
    document: formDocument,
    id,
    kind: 'formCenterForm',
    canSave: useAppSelector((state) =>
      selectCan(state, [id ? PRIVILEGES.formCenterUpdateForm : PRIVILEGES.formCenterCreateForm]),
    ),
    // A new form starts empty.
    toValues: (saved): FormValues => formValues(saved, id),
    editPath: (id) => linkTo('/form-center/form/:id', { id }),
  });

  return (
    <DocumentEditorFrame
      page={page}
      title={
        id ? (
          <FormattedMessage id="formCenter.form.titleEdit" values={{ name: page.saved?.name ?? '' }} />
        ) : (
          <FormattedMessage id="formCenter.form.titleNew" />
        )
      }
      backTo={linkTo('/form-center/form')}
      backLabel="formCenter.back"
      loadFailedTitle="formCenter.form.loadFailed"
    >
      <Form<FormValues>
        {...page.formProps}
        onFinish={(values) => page.save(formSaveRequest(values, id))}
        onFinishFailed={page.saving.release}
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
          // The builder marks each problem on its field, so the inputs inside it (the preview's answers, the
          // panel's settings) take no status from the list's check: that status, validating then valid at each
          // change, drew every one of them twice (60 fields: ~40 ms of restyling per change).
          validateStatus=""
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
        <DocumentSaveButton page={page}>{t('formCenter.form.save')}</DocumentSaveButton>
      </Form>
    </DocumentEditorFrame>
  );
}
