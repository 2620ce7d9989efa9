import { useEffect } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Spin, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import {
  policyActions,
  policyFormValues,
  policySaveRequest,
  policySelectors,
  type PolicyFormValues,
} from 'src-models/policy';
import { selectCan } from 'src-models/session';
import { SaveButton } from 'src/components/saving';
import { DraftNotice, useDocumentEditor } from 'src/components/drafts';
import { isBlankHtml, RichTextEditor, RichTextView } from 'src/components/richText';
import { useErrorText } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import type { MessageId } from 'src-locales/messageIds';
import { linkTo } from 'src/routes/links';

const SAVE_REQUIREMENT = [PRIVILEGES.reservationPolicySave];

/** What the mini-program shows: the stored policy, or 'Error' when it is not loaded (03 §2.9). */
function PolicyPreview() {
  const policy = useAppSelector(policySelectors.selectData);
  const load = useAppSelector(policySelectors.selectLoad);
  return (
    <Card title={<FormattedMessage id="config.policy.preview" />}>
      <div
        data-testid="policy-preview"
        style={{
          width: 300,
          minHeight: 420,
          border: '10px solid #222',
          borderRadius: 28,
          padding: 16,
          overflow: 'auto',
        }}
      >
        {load.status === 'pending' ? (
          <Spin />
        ) : policy ? (
          <RichTextView html={policy.content} />
        ) : (
          <Typography.Text type="danger">
            <FormattedMessage id="config.policy.previewError" />
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}

/**
 * The reservation policy editor (03-community-analytics §2.9): `/reservation-center/policy` writes a new policy,
 * `/reservation-center/policy/:id` edits one. Save answers 'Save Successfully' or 'Save failed, please try again
 * later'; an answer without an id changes nothing. What was typed when the session expired is offered back after
 * the new login.
 */
export default function PolicyPage() {
  const intl = useIntl();
  const format = (id: MessageId) => intl.formatMessage({ id });
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const policy = useAppSelector(policySelectors.selectData);
  const load = useAppSelector(policySelectors.selectLoad);
  const canSave = useAppSelector((state) => selectCan(state, SAVE_REQUIREMENT));
  const [form] = Form.useForm<PolicyFormValues>();
  const editor = useDocumentEditor<PolicyFormValues>({
    kind: 'reservationPolicy',
    save: useAppSelector(policySelectors.selectSave),
    load: load.status,
    toDraft: (values) => ({ content: values.content ?? '' }),
  });
  const { saving, forget } = editor;

  useEffect(() => {
    forget();
    dispatch(id ? policyActions.loadRequested({ id }) : policyActions.resetRequested());
  }, [id, dispatch, forget]);

  // The editor shows what the server holds for this policy once it is loaded or saved; another id starts empty.
  useEffect(() => {
    form.setFieldsValue(policyFormValues(policy, id ?? null));
  }, [policy, id, form]);

  // A new policy, once saved, is edited at its own address.
  useEffect(() => {
    if (!id && saving.outcome === 'succeeded' && policy?.id)
      navigate(linkTo('/reservation-center/policy/:id', { id: policy.id }), { replace: true });
  }, [id, saving.outcome, policy, navigate]);

  const editable = canSave && (!id || load.status === 'succeeded');
  const submit = (values: PolicyFormValues) =>
    saving.send((requestId) =>
      dispatch(policyActions.saveRequested({ requestId, input: policySaveRequest(values, id ?? null) })),
    );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <FormattedMessage id={id ? 'config.policy.titleEdit' : 'config.policy.titleNew'} values={{ id }} />
        </Typography.Title>
        <Space>
          <Input.Search
            aria-label={format('config.policy.open')}
            placeholder={format('config.policy.openPlaceholder')}
            enterButton={format('config.policy.open')}
            onSearch={(value) =>
              value.trim() && navigate(linkTo('/reservation-center/policy/:id', { id: value.trim() }))
            }
            style={{ width: 320 }}
          />
          {id && canSave ? (
            <Button onClick={() => navigate(linkTo('/reservation-center/policy'))}>
              <FormattedMessage id="config.policy.new" />
            </Button>
          ) : null}
        </Space>
      </Space>
      {id && load.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message={errorText(load.error, 'config.policy.loadFailed')}
          action={
            <Button size="small" onClick={() => dispatch(policyActions.loadRequested({ id }))}>
              <FormattedMessage id="config.retry" />
            </Button>
          }
        />
      ) : null}
      {editor.offered && editable && (!id || editor.loaded) ? (
        <DraftNotice
          draft={editor.offered}
          onRestore={() => editor.restore((values) => form.setFieldsValue(values))}
          onDiscard={editor.discard}
        />
      ) : null}
      <Row gutter={16}>
        <Col flex="1 1 480px">
          <Card title={<FormattedMessage id="config.policy.content" />}>
            <Form<PolicyFormValues>
              form={form}
              layout="vertical"
              onFinish={submit}
              onFinishFailed={saving.release}
              onValuesChange={(_changed, values) => editor.changed(values)}
              disabled={!editable}
            >
              <Form.Item
                name="content"
                label={format('config.policy.content')}
                rules={[
                  {
                    validator: (_, value: string | undefined) =>
                      isBlankHtml(value)
                        ? Promise.reject(new Error(format('config.policy.contentRequired')))
                        : Promise.resolve(),
                  },
                ]}
              >
                <RichTextEditor toolbar="basic" readOnly={!editable} minHeight={320} />
              </Form.Item>
              {canSave ? (
                <SaveButton saving={saving} form={form}>
                  <FormattedMessage id="config.save" />
                </SaveButton>
              ) : null}
            </Form>
          </Card>
        </Col>
        <Col flex="0 0 360px">
          <PolicyPreview />
        </Col>
      </Row>
    </Space>
  );
}
