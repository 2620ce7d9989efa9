import { useEffect } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Spin, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import {
  loadRequested,
  newPolicyRequested,
  saveRequested,
  selectPolicy,
  selectPolicyLoad,
  selectPolicySave,
} from 'src-models/policy';
import { selectCan } from 'src-models/session';
import { isBlankHtml, RichTextEditor, RichTextView } from 'src/components/richText';
import { useErrorText } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

export const POLICY_PATH = '/reservation-center/policy';
const SAVE_REQUIREMENT = [PRIVILEGES.reservationPolicySave];

interface PolicyForm {
  content: string;
}

/** What the mini-program shows: the stored policy, or 'Error' when it is not loaded (03 §2.9). */
function PolicyPreview() {
  const policy = useAppSelector(selectPolicy);
  const load = useAppSelector(selectPolicyLoad);
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
 * later'; an answer without an id changes nothing.
 */
export default function PolicyPage() {
  const intl = useIntl();
  const format = (id: string) => intl.formatMessage({ id });
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const policy = useAppSelector(selectPolicy);
  const load = useAppSelector(selectPolicyLoad);
  const save = useAppSelector(selectPolicySave);
  const canSave = useAppSelector((state) => selectCan(state, SAVE_REQUIREMENT));
  const [form] = Form.useForm<PolicyForm>();

  useEffect(() => {
    dispatch(id ? loadRequested({ id }) : newPolicyRequested());
  }, [id, dispatch]);

  // The editor shows what the server holds for this policy once it is loaded or saved; another id starts empty.
  useEffect(() => {
    form.setFieldsValue({ content: policy && (!id || policy.id === id) ? policy.content : '' });
  }, [policy, id, form]);

  // A new policy, once saved, is edited at its own address.
  useEffect(() => {
    if (!id && save.status === 'succeeded' && policy?.id)
      navigate(`${POLICY_PATH}/${policy.id}`, { replace: true });
  }, [id, save.status, policy, navigate]);

  const editable = canSave && (!id || load.status === 'succeeded');
  const submit = ({ content }: PolicyForm) => dispatch(saveRequested({ ...(id ? { id } : {}), content }));

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
              value.trim() && navigate(`${POLICY_PATH}/${encodeURIComponent(value.trim())}`)
            }
            style={{ width: 320 }}
          />
          {id && canSave ? (
            <Button onClick={() => navigate(POLICY_PATH)}>
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
            <Button size="small" onClick={() => dispatch(loadRequested({ id }))}>
              <FormattedMessage id="config.retry" />
            </Button>
          }
        />
      ) : null}
      <Row gutter={16}>
        <Col flex="1 1 480px">
          <Card title={<FormattedMessage id="config.policy.content" />}>
            <Form<PolicyForm> form={form} layout="vertical" onFinish={submit} disabled={!editable}>
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
                <Button type="primary" htmlType="submit" loading={save.status === 'pending'}>
                  <FormattedMessage id="config.save" />
                </Button>
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
