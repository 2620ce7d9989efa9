import { Alert, Button, Card, Col, Form, Input, Row, Space, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import {
  policyDocument,
  policyFormValues,
  policySaveRequest,
  type PolicyFormValues,
} from 'src-models/policy';
import { selectCan } from 'src-models/session';
import type { ReservationPolicy } from 'src-services/policy';
import { DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { isBlankHtml, RichTextEditor, RichTextView } from 'src/components/richText';
import { useErrorText } from 'src/components/selectors';
import { useT } from 'src/components/useT';
import { useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';

const SAVE_REQUIREMENT = [PRIVILEGES.reservationPolicySave];

const policyPath = (id: string) => linkTo('/reservation-center/policy/:id', { id });

/** What the mini-program shows: the stored policy, or 'Error' when it is not loaded (03 §2.9). */
function PolicyPreview({ policy, pending }: { policy: ReservationPolicy | null; pending: boolean }) {
  const t = useT();
  return (
    <Card title={t('config.policy.preview')}>
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
        {pending ? (
          <Spin />
        ) : policy ? (
          <RichTextView html={policy.content} />
        ) : (
          <Typography.Text type="danger">{t('config.policy.previewError')}</Typography.Text>
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
  const t = useT();
  const { id = null } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const page = useDocumentPage({
    document: policyDocument,
    id,
    kind: 'reservationPolicy',
    canSave: useAppSelector((state) => selectCan(state, SAVE_REQUIREMENT)),
    // Empty for a new policy, and for another id until its own policy is in.
    toValues: (policy) => policyFormValues(policy, id),
    editPath: policyPath,
  });
  const { canSave } = page;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {id ? t('config.policy.titleEdit', { id }) : t('config.policy.titleNew')}
        </Typography.Title>
        <Space>
          <Input.Search
            aria-label={t('config.policy.open')}
            placeholder={t('config.policy.openPlaceholder')}
            enterButton={t('config.policy.open')}
            onSearch={(value) => value.trim() && navigate(policyPath(value.trim()))}
            style={{ width: 320 }}
          />
          {id && canSave ? (
            <Button onClick={() => navigate(linkTo('/reservation-center/policy'))}>
              {t('config.policy.new')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {page.loadError ? (
        <Alert
          type="error"
          showIcon
          message={errorText(page.loadError, 'config.policy.loadFailed')}
          action={
            <Button size="small" onClick={page.retry}>
              {t('config.retry')}
            </Button>
          }
        />
      ) : null}
      {page.notice}
      <Row gutter={16}>
        <Col flex="1 1 480px">
          <Card title={t('config.policy.content')}>
            <Form<PolicyFormValues>
              {...page.formProps}
              onFinish={(values) => page.save(policySaveRequest(values, id))}
              onFinishFailed={page.saving.release}
            >
              <Form.Item
                name="content"
                label={t('config.policy.content')}
                rules={[
                  {
                    validator: (_, value: string | undefined) =>
                      isBlankHtml(value)
                        ? Promise.reject(new Error(t('config.policy.contentRequired')))
                        : Promise.resolve(),
                  },
                ]}
              >
                <RichTextEditor toolbar="basic" readOnly={!page.editable} minHeight={320} />
              </Form.Item>
              <DocumentSaveButton page={page}>{t('config.save')}</DocumentSaveButton>
            </Form>
          </Card>
        </Col>
        <Col flex="0 0 360px">
          <PolicyPreview policy={page.saved} pending={page.load.status === 'pending'} />
        </Col>
      </Row>
    </Space>
  );
}
