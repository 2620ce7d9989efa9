import { useState } from 'react';
import { App, Form, Space, Tabs, Typography } from 'antd';
import { useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import type { JsonValue } from 'src-models/common';
import {
  NEW_ACTIVITY_VALUES,
  promoteActivityDocument,
  promoteActivityFormValues,
  promoteActivityInput,
  type PromoteActivityFormValues,
} from 'src-models/promote';
import { selectCan } from 'src-models/session';
import { DocumentEditorFrame, DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { useAppSelector } from 'src/store/hooks';
import { toFields, toModelValues, type ActivityFields } from './activityDraft';
import { CarouselsField } from './CarouselsField';
import { HeroBannersField } from './HeroBannersField';
import { linkTo } from 'src/routes/links';
import { SETTING_FIELDS, SettingTab } from './SettingTab';
import { useT } from 'src/components/useT';

type TabKey = 'setting' | 'layout';

/**
 * One promote activity (02-operations §2 screen 12): `/promote/activity/create` (or `:id` = `create`) writes a
 * new one, `/promote/activity/:id` edits one. Tabs Setting and Layout (hero banners and carousels). Save checks
 * the whole form first and shows the tab holding the first problem; a burst of clicks saves once; what was typed
 * when the session expired is offered back after the next login; leaving with unsaved changes asks first.
 */
export default function ActivityEditorPage() {
  const t = useT();
  const { message } = App.useApp();
  const params = useParams<{ id?: string }>();
  const id = params.id && params.id !== 'create' ? params.id : null;
  const [tab, setTab] = useState<TabKey>('setting');
  const page = useDocumentPage({
    document: promoteActivityDocument,
    id,
    kind: 'promoteActivity',
    canSave: useAppSelector((state) => selectCan(state, [PRIVILEGES.promoteActivitySave])),
    // A new activity starts from the defaults.
    toValues: (saved) =>
      toFields(saved && (!id || saved.id === id) ? promoteActivityFormValues(saved) : NEW_ACTIVITY_VALUES),
    toDraft: (fields: ActivityFields) => toModelValues(fields) as unknown as JsonValue,
    fromDraft: (draft) => toFields(draft as unknown as PromoteActivityFormValues),
    editPath: (id) => linkTo('/promote/activity/:id', { id }),
  });
  const readOnly = !page.editable;

  const refuse = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    page.saving.release();
    void message.error(t('promote.activity.invalid'));
    const first = errorFields[0]?.name[0];
    if (first !== undefined) setTab(SETTING_FIELDS.includes(String(first)) ? 'setting' : 'layout');
  };

  return (
    <DocumentEditorFrame
      page={page}
      title={t(id ? 'promote.activity.editTitle' : 'promote.activity.createTitle')}
      backTo={linkTo('/promote/activity/list')}
      backLabel="promote.back"
      loadFailedTitle="promote.activity.loadFailed"
    >
      <Form<ActivityFields>
        {...page.formProps}
        onFinish={(fields) => page.save(promoteActivityInput(toModelValues(fields), id))}
        onFinishFailed={refuse}
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            // Both tabs stay mounted: the hidden one's fields are validated and saved too.
            {
              key: 'setting',
              label: t('promote.tab.setting'),
              forceRender: true,
              children: <SettingTab disabled={readOnly} />,
            },
            {
              key: 'layout',
              label: t('promote.tab.layout'),
              forceRender: true,
              children: (
                <Space direction="vertical" size={24} style={{ width: '100%' }}>
                  <Typography.Title level={5}>{t('promote.hero.title')}</Typography.Title>
                  <HeroBannersField disabled={readOnly} />
                  <Typography.Title level={5}>{t('promote.carousel.title')}</Typography.Title>
                  <CarouselsField disabled={readOnly} />
                </Space>
              ),
            },
          ]}
        />
        <DocumentSaveButton page={page}>{t('promote.save')}</DocumentSaveButton>
      </Form>
    </DocumentEditorFrame>
  );
}
