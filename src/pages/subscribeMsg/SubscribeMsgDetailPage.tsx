import { Alert, Card, Descriptions, Form, Space, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { selectCan } from 'src-models/session';
import {
  subscribeMsgDocument,
  subscribeMsgFormValues,
  subscribeMsgSaveRequest,
  type SubscribeMsgFormValues,
} from 'src-models/subscribeMsg';
import type { SubscribeTemplate } from 'src-services/lookups';
import { DocumentEditorFrame, DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { LoadFailure } from 'src/components/loadFailure';
import { useLookup } from 'src/components/selectors';
import { SubscribeMessageFields } from 'src/components/subscribeMessage';
import { useT } from 'src/components/useT';
import { useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { SubscribeMsgFrame, SubscribeMsgLoading } from './SubscribeMsgFrame';

const MULTILINE = { whiteSpace: 'pre-wrap', margin: 0 } as const;

/** The activity's template as the provider describes it (gettemplate, 03-community-analytics §3, §7). */
function TemplateCard({ tplId }: { tplId: string }) {
  const t = useT();
  const { entry, reload } = useLookup({ kind: 'subscribeTemplates' });
  const template = (entry.items as SubscribeTemplate[]).find((candidate) => candidate.priTmplId === tplId);

  let body;
  if (entry.status === 'failed' && entry.error)
    body = <LoadFailure titleKey="subscribeMsg.template.loadFailed" error={entry.error} onRetry={reload} />;
  else if (entry.status !== 'succeeded') body = <SubscribeMsgLoading />;
  else if (!template)
    body = <Alert type="warning" showIcon message={t('subscribeMsg.template.missing', { id: tplId })} />;
  else
    body = (
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('subscribeMsg.template.title')}>{template.title}</Descriptions.Item>
        <Descriptions.Item label={t('subscribeMsg.template.content')}>
          <Typography.Paragraph style={MULTILINE}>{template.content}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('subscribeMsg.template.example')}>
          <Typography.Paragraph style={MULTILINE}>{template.example ?? ''}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
    );
  return (
    <Card size="small" title={t('subscribeMsg.template.heading')}>
      {body}
    </Card>
  );
}

/**
 * One subscribe-message activity (03-community-analytics §2.6, §3): its template (title, content, example) and
 * the message it sends in the shared editor with its phone preview. Save once per burst of clicks (with
 * SubscribeMsgSave); what was typed when the session expired is offered back after the next login.
 */
export default function SubscribeMsgDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams<{ id: string }>();
  const page = useDocumentPage({
    document: subscribeMsgDocument,
    id,
    kind: 'subscribeMsgActivity',
    canSave: useAppSelector((state) => selectCan(state, [PRIVILEGES.subscribeMsgSave])),
    toValues: (saved) => subscribeMsgFormValues(saved, id),
  });
  const activity = page.loaded && page.saved?.id === id ? page.saved : null;

  const submit = (values: SubscribeMsgFormValues) => {
    if (activity) page.save(subscribeMsgSaveRequest(values, activity));
    else page.saving.release();
  };

  return (
    <SubscribeMsgFrame>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {!page.loaded && !page.loadError ? <SubscribeMsgLoading /> : null}
        <DocumentEditorFrame
          page={page}
          title={<FormattedMessage id="subscribeMsg.detail.title" values={{ name: activity?.name ?? '' }} />}
          backTo={linkTo('/subscribe-msg-center/list')}
          backLabel="subscribeMsg.back"
          loadFailedTitle="subscribeMsg.detail.loadFailed"
        >
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {activity ? <TemplateCard tplId={activity.tpl_id} /> : null}
            <Typography.Text strong>
              {intl.formatMessage({ id: 'subscribeMsg.detail.message' })}
            </Typography.Text>
            <Form<SubscribeMsgFormValues>
              {...page.formProps}
              onFinish={submit}
              onFinishFailed={page.saving.release}
            >
              <SubscribeMessageFields name={['message']} activityFixed />
              <DocumentSaveButton page={page}>
                {intl.formatMessage({ id: 'subscribeMsg.detail.save' })}
              </DocumentSaveButton>
            </Form>
          </Space>
        </DocumentEditorFrame>
      </Space>
    </SubscribeMsgFrame>
  );
}
