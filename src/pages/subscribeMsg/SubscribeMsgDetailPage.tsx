import { Form, Space, Typography } from 'antd';
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
import { DocumentEditorFrame, DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { SubscribeMessageFields } from 'src/components/subscribeMessage';
import { useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { SubscribeMsgFrame, SubscribeMsgLoading } from './SubscribeMsgFrame';
import { TemplateCard } from './TemplateCard';

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
