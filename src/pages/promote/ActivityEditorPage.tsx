import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Card, Form, Space, Spin, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import type { JsonValue } from 'src-models/list';
import {
  NEW_ACTIVITY_VALUES,
  promoteActivityDocumentActions,
  promoteActivityDocumentSelectors,
  promoteActivityFormValues,
  promoteActivityInput,
  type PromoteActivityFormValues,
} from 'src-models/promote';
import { selectCan } from 'src-models/session';
import { DraftNotice, useDocumentEditor, useLeaveGuard } from 'src/components/drafts';
import { LoadFailure } from 'src/components/loadFailure';
import { SaveButton } from 'src/components/saving';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { toFields, toModelValues, type ActivityFields } from './activityDraft';
import { CarouselsField } from './CarouselsField';
import { HeroBannersField } from './HeroBannersField';
import { ACTIVITY_LIST_PATH, activityPath } from './paths';
import { SETTING_FIELDS, SettingTab } from './SettingTab';

type TabKey = 'setting' | 'layout';

/**
 * One promote activity (02-operations §2 screen 12): `/promote/activity/create` (or `:id` = `create`) writes a
 * new one, `/promote/activity/:id` edits one. Tabs Setting and Layout (hero banners and carousels). Save checks
 * the whole form first and shows the tab holding the first problem; a burst of clicks saves once; what was typed
 * when the session expired is offered back after the next login; leaving with unsaved changes asks first.
 */
export default function ActivityEditorPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const params = useParams<{ id?: string }>();
  const id = params.id && params.id !== 'create' ? params.id : null;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const saved = useAppSelector(promoteActivityDocumentSelectors.selectData);
  const load = useAppSelector(promoteActivityDocumentSelectors.selectLoad);
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.promoteActivitySave]));
  const [form] = Form.useForm<ActivityFields>();
  const [tab, setTab] = useState<TabKey>('setting');
  const editor = useDocumentEditor<ActivityFields>({
    kind: 'promoteActivity',
    save: useAppSelector(promoteActivityDocumentSelectors.selectSave),
    load: id ? load.status : undefined,
    toDraft: (fields) => toModelValues(fields) as unknown as JsonValue,
    fromDraft: (draft) => toFields(draft as unknown as PromoteActivityFormValues),
  });
  const { saving, forget } = editor;
  // antd types a field's value recursively; the form's values are the model's, with the schedule as Dayjs.
  const fill = useCallback(
    (fields: ActivityFields) => form.setFieldsValue(fields as Parameters<typeof form.setFieldsValue>[0]),
    [form],
  );
  const unsaved = useRef(false);
  const confirmLeave = useLeaveGuard(() => unsaved.current);

  useEffect(() => {
    forget();
    unsaved.current = false;
    dispatch(
      id
        ? promoteActivityDocumentActions.loadRequested({ id })
        : promoteActivityDocumentActions.resetRequested(),
    );
  }, [id, dispatch, forget]);

  // The editor shows what the server holds once it is loaded or saved; a new activity starts from the defaults.
  useEffect(() => {
    form.resetFields();
    fill(
      toFields(saved && (!id || saved.id === id) ? promoteActivityFormValues(saved) : NEW_ACTIVITY_VALUES),
    );
  }, [saved, id, fill, form]);

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    unsaved.current = false;
    if (!id && saved?.id) navigate(activityPath(saved.id), { replace: true });
  }, [id, saving.outcome, saved, navigate]);

  if (id && load.status === 'failed' && load.error)
    return (
      <LoadFailure
        titleKey="promote.activity.loadFailed"
        error={load.error}
        onRetry={() => dispatch(promoteActivityDocumentActions.loadRequested({ id }))}
      />
    );
  const loaded = !id || (load.status === 'succeeded' && saved?.id === id);
  const editable = canSave && loaded;

  const submit = (fields: ActivityFields) =>
    saving.send((requestId) =>
      dispatch(
        promoteActivityDocumentActions.saveRequested({
          requestId,
          input: promoteActivityInput(toModelValues(fields), id),
        }),
      ),
    );

  const refuse = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    saving.release();
    void message.error(t('promote.activity.invalid'));
    const first = errorFields[0]?.name[0];
    if (first !== undefined) setTab(SETTING_FIELDS.includes(String(first)) ? 'setting' : 'layout');
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space>
        <Button
          icon={<ArrowLeftOutlined />}
          aria-label={t('promote.back')}
          onClick={() => confirmLeave(() => navigate(ACTIVITY_LIST_PATH))}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(id ? 'promote.activity.editTitle' : 'promote.activity.createTitle')}
        </Typography.Title>
      </Space>
      {editor.offered && editable && editor.loaded ? (
        <DraftNotice
          draft={editor.offered}
          onRestore={() =>
            editor.restore((fields) => {
              fill(fields);
              unsaved.current = true;
            })
          }
          onDiscard={editor.discard}
        />
      ) : null}
      <Spin spinning={!loaded}>
        <Card>
          <Form<ActivityFields>
            form={form}
            layout="vertical"
            onFinish={submit}
            onFinishFailed={refuse}
            onValuesChange={() => {
              unsaved.current = true;
              // Every value the form holds, the other tab's included.
              editor.changed(form.getFieldsValue(true) as ActivityFields);
            }}
            disabled={!editable}
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
                  children: <SettingTab disabled={!editable} />,
                },
                {
                  key: 'layout',
                  label: t('promote.tab.layout'),
                  forceRender: true,
                  children: (
                    <Space direction="vertical" size={24} style={{ width: '100%' }}>
                      <Typography.Title level={5}>{t('promote.hero.title')}</Typography.Title>
                      <HeroBannersField disabled={!editable} />
                      <Typography.Title level={5}>{t('promote.carousel.title')}</Typography.Title>
                      <CarouselsField disabled={!editable} />
                    </Space>
                  ),
                },
              ]}
            />
            {canSave ? (
              <SaveButton saving={saving} form={form}>
                {t('promote.save')}
              </SaveButton>
            ) : null}
          </Form>
        </Card>
      </Spin>
    </Space>
  );
}
