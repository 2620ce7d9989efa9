import { Alert, Card, Form, Radio, Space, Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  MEDIA_TYPES,
  promoteConfigDocument,
  promoteConfigFormValues,
  promoteConfigPayload,
  type MediaType,
  type PromoteConfigFormValues,
} from 'src-models/promote';
import { selectCan } from 'src-models/session';
import { DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { LinkActionFields } from 'src/components/linkAction';
import { LoadFailure } from 'src/components/loadFailure';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useAppSelector } from 'src/store/hooks';
import { ActivityPicker } from './ActivityPicker';
import { TagsField } from './TagsField';
import { TopPostsField } from './TopPostsField';
import { useT } from 'src/components/useT';

/**
 * The promote config (02-operations §2 screen 12): the activity the promote page shows, the home popup (an image
 * or a video with its action), the tags and then the top posts. Only savers see Save; what was typed stays on a
 * failed validation or save, and is offered back after a new login when the session expired meanwhile.
 */
export default function ConfigPage() {
  const intl = useIntl();
  const t = useT();
  const page = useDocumentPage({
    document: promoteConfigDocument,
    kind: 'promoteConfig',
    canSave: useAppSelector((state) => selectCan(state, [PRIVILEGES.promoteConfigSave])),
    toValues: (config) => config && promoteConfigFormValues(config),
  });
  const { form, saved: config, canSave } = page;
  const popupType = (Form.useWatch(['home_popup', 'type'], form) as MediaType | undefined) ?? 'image';

  if (page.loadError)
    return <LoadFailure titleKey="promote.config.loadFailed" error={page.loadError} onRetry={page.retry} />;
  if (!config) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('promote.config.title')}
      </Typography.Title>
      {canSave ? null : <Alert type="info" showIcon message={t('promote.config.readOnly')} />}
      {page.notice}
      <Form<PromoteConfigFormValues>
        {...page.formProps}
        initialValues={promoteConfigFormValues(config)}
        onFinish={(values) => page.save(promoteConfigPayload(values, config))}
        onFinishFailed={page.saving.release}
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
              <DocumentSaveButton page={page}>{t('promote.save')}</DocumentSaveButton>
            </Card>
          ) : null}
        </Space>
      </Form>
    </Space>
  );
}
