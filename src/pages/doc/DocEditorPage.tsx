import { useState } from 'react';
import { App, Form, Tabs } from 'antd';
import { useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { isCityOf } from 'config/regions';
import { docDocuments, docFormValues, docInput, NEW_DOC_VALUES, type DocFormValues } from 'src-models/docs';
import { selectCan } from 'src-models/session';
import { DocumentEditorFrame, DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { useAppSelector } from 'src/store/hooks';
import { BASIC_FIELDS, BasicTab } from './BasicTab';
import { InfoTab } from './InfoTab';
import { linkTo } from 'src/routes/links';
import { DocRoleGate, type DocRoleView } from './useDocRole';
import { useT } from 'src/components/useT';

type TabKey = 'basic' | 'info';

/** The tab holding a field. */
export const tabOf = (name: string | number | undefined): TabKey =>
  name !== undefined && BASIC_FIELDS.includes(String(name)) ? 'basic' : 'info';

function DocEditor({ role, id }: { role: DocRoleView; id: string | null }) {
  const t = useT();
  const { message } = App.useApp();
  const [tab, setTab] = useState<TabKey>('basic');
  const page = useDocumentPage({
    document: docDocuments[role.variant],
    id,
    kind: 'doc',
    canSave: useAppSelector((state) => selectCan(state, [PRIVILEGES.docSave])),
    // A new club starts from the defaults.
    toValues: (saved) =>
      saved && (!id || saved.id === id) ? docFormValues(saved) : id ? null : NEW_DOC_VALUES,
    editPath: (id) => linkTo('/doc/:id', { id }),
  });
  const readOnly = !page.editable;

  // 03 §5: a failed validation says 'check all required fields' and shows the tab of the first problem.
  const refuse = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    page.saving.release();
    void message.error(t('doc.form.invalid'));
    if (errorFields.length > 0) setTab(tabOf(errorFields[0].name[0]));
  };

  const name = page.saved && id ? page.saved.name : '';
  return (
    <DocumentEditorFrame
      page={page}
      title={id ? t('doc.editTitle', { name }) : t('doc.createTitle')}
      backTo={linkTo('/doc/list')}
      backLabel="doc.back"
      loadFailedTitle="doc.loadFailed"
    >
      <Form<DocFormValues>
        {...page.formProps}
        onValuesChange={(changed: Partial<DocFormValues>, all: DocFormValues) => {
          // A province that does not have the chosen city resets it.
          if ('province' in changed && all.city && !isCityOf(all.province, all.city))
            page.form.setFieldValue('city', undefined);
          page.formProps.onValuesChange();
        }}
        onFinish={(values) => page.save(docInput(values, id))}
        onFinishFailed={refuse}
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            // Both tabs stay mounted: the hidden one's fields are validated and saved too.
            {
              key: 'basic',
              label: t('doc.tab.basic'),
              forceRender: true,
              children: <BasicTab docId={id} disabled={readOnly} />,
            },
            {
              key: 'info',
              label: t('doc.tab.info'),
              forceRender: true,
              children: <InfoTab disabled={readOnly} />,
            },
          ]}
        />
        <DocumentSaveButton page={page}>{t('doc.save')}</DocumentSaveButton>
      </Form>
    </DocumentEditorFrame>
  );
}

/**
 * One club (03-community-analytics §2.1, §5): `/doc/create` writes a new one, `/doc/:id` edits one. Tabs Basic
 * Configuration and DOC Information; every rule of §5 on its field; a burst of clicks saves once; what was
 * typed when the session expired is offered back after the next login; leaving with unsaved changes asks first.
 * A club administrator loads and saves through the admin paths.
 */
export default function DocEditorPage() {
  const params = useParams<{ id?: string }>();
  const id = params.id && params.id !== 'create' ? params.id : null;
  return (
    <DocRoleGate>
      {(role) => <DocEditor key={`${role.variant}:${id ?? ''}`} role={role} id={id} />}
    </DocRoleGate>
  );
}
