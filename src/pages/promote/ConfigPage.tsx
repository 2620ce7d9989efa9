import { useEffect } from 'react';
import { Alert, Card, Form, Radio, Space, Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  MEDIA_TYPES,
  promoteConfigActions,
  promoteConfigFormValues,
  promoteConfigPayload,
  promoteConfigSelectors,
  type MediaType,
  type PromoteConfigFormValues,
} from 'src-models/promote';
import { selectCan } from 'src-models/session';
import { DraftNotice, useDocumentEditor } from 'src/components/drafts';
import { LinkActionFields } from 'src/components/linkAction';
import { LoadFailure } from 'src/components/loadFailure';
import { SaveButton } from 'src/components/saving';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { ActivityPicker } from './ActivityPicker';
import { TagsField } from './TagsField';
import { TopPostsField } from './TopPostsField';

/**
 * The promote config (02-operations §2 screen 12): the activity the promote page shows, the home popup (an image
 * or a video with its action), the tags and then the top posts. Only savers see Save; what was typed stays on a
 * failed validation or save, and is offered back after a new login when the session expired meanwhile.
 */
export default function ConfigPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const config = useAppSelector(promoteConfigSelectors.selectData);
  const load = useAppSelector(promoteConfigSelectors.selectLoad);
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.promoteConfigSave]));
  const [form] = Form.useForm<PromoteConfigFormValues>();
  const editor = useDocumentEditor<PromoteConfigFormValues>({
    kind: 'promoteConfig',
    save: useAppSelector(promoteConfigSelectors.selectSave),
    load: load.status,
  });
  const { saving } = editor;
  const popupType = (Form.useWatch(['home_popup', 'type'], form) as MediaType | undefined) ?? 'image';

  useEffect(() => {
    dispatch(promoteConfigActions.loadRequested());
  }, [dispatch]);

  // Loaded, or saved: the form shows what the server now holds.
  useEffect(() => {
    if (config) form.setFieldsValue(promoteConfigFormValues(config));
  }, [config, form]);

  if (!config && load.status === 'failed' && load.error)
    return (
      <LoadFailure
        titleKey="promote.config.loadFailed"
        error={load.error}
        onRetry={() => dispatch(promoteConfigActions.loadRequested())}
      />
    );
  if (!config) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;

  const submit = (values: PromoteConfigFormValues) =>
    saving.send((requestId) =>
      dispatch(
        promoteConfigActions.saveRequested({ requestId, input: promoteConfigPayload(values, config) }),
      ),
    );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('promote.config.title')}
      </Typography.Title>
      {canSave ? null : <Alert type="info" showIcon message={t('promote.config.readOnly')} />}
      {editor.offered && editor.loaded && canSave ? (
        <DraftNotice
          draft={editor.offered}
          onRestore={() => editor.restore((values) => form.setFieldsValue(values))}
          onDiscard={editor.discard}
        />
      ) : null}
      <Form<PromoteConfigFormValues>
        form={form}
        layout="vertical"
        initialValues={promoteConfigFormValues(config)}
        disabled={!canSave}
        onFinish={submit}
        onFinishFailed={saving.release}
        onValuesChange={() => editor.changed(form.getFieldsValue(true) as PromoteConfigFormValues)}
        scrollToFirstError
      >
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card title={t('promote.config.page')}>
            <Form.Item name="online_id" label={t('promote.config.activity')}>
              <ActivityPicker disabled={!canSave} />
            </Form.Item>
          </Card>
          <Card title={t('promote.config.popup')}>
            <Form.Item name={['home_popup', 'type']} label={t('promote.media.type')}>
              <Radio.Group
                onChange={() => form.setFieldValue(['home_popup', 'url'], undefined)}
                options={MEDIA_TYPES.map((value) => ({ value, label: t(`promote.media.type.${value}`) }))}
              />
            </Form.Item>
            <Form.Item
              name={['home_popup', 'url']}
              label={t(popupType === 'video' ? 'promote.media.video' : 'promote.media.image')}
              rules={[mediaUrlRule(intl)]}
            >
              <UploadField accept={popupType} disabled={!canSave} />
            </Form.Item>
            <LinkActionFields name={['home_popup', 'action']} disabled={!canSave} />
          </Card>
          <Card title={t('promote.config.posts')}>
            <TagsField disabled={!canSave} />
            <TopPostsField disabled={!canSave} />
          </Card>
          {canSave ? (
            <Card style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
              <SaveButton saving={saving} form={form}>
                {t('promote.save')}
              </SaveButton>
            </Card>
          ) : null}
        </Space>
      </Form>
    </Space>
  );
}
