import { useEffect } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { REJECT_REASON_MAX } from 'config/doc';
import { docAreaActions, selectReasonPresets } from 'src-models/docs';
import { newRequestId } from 'src-models/common';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

interface Props {
  /** The applications to reject, with the names the outcome reports them by. */
  rows: { id: string; name: string }[];
  /** Chosen from the selection: the outcome is reported row by row. */
  batch: boolean;
  onClose: () => void;
}

interface Values {
  reason: string;
}

/**
 * The reject dialog (03-community-analytics §2.1, §5): the reason is required and at most 100 characters; the
 * reasons used before are offered as presets (a click fills the reason, which can still be edited). One reason
 * serves every application of a selection.
 */
export function RejectModal({ rows, batch, onClose }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const presets = useAppSelector(selectReasonPresets);
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch('reason', form);

  useEffect(() => {
    dispatch(docAreaActions.presetsRequested());
  }, [dispatch]);

  const reject = ({ reason }: Values) => {
    dispatch(
      docAreaActions.approvalRequested({
        requestId: newRequestId(),
        action: 'reject',
        rows,
        reason: reason.trim(),
        batch,
      }),
    );
    onClose();
  };

  return (
    <Modal
      open
      title={
        rows.length === 1
          ? t('doc.reject.title', { name: rows[0].name })
          : t('doc.reject.titleMany', { count: rows.length })
      }
      okText={t('doc.application.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('list.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={reject} initialValues={{ reason: '' }}>
        <Form.Item
          name="reason"
          label={t('doc.reject.reason')}
          rules={[
            { required: true, whitespace: true, message: t('doc.reject.reasonRequired') },
            { max: REJECT_REASON_MAX, message: t('doc.reject.reasonTooLong', { max: REJECT_REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={REJECT_REASON_MAX} />
        </Form.Item>
      </Form>
      {presets.reasons.length > 0 ? (
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <Typography.Text type="secondary" id="doc-reject-presets">
            {t('doc.reject.presets')}
          </Typography.Text>
          <Space size={[4, 8]} wrap role="group" aria-labelledby="doc-reject-presets">
            {presets.reasons.map((reason) => (
              <Button
                key={reason}
                size="small"
                type={chosen === reason ? 'primary' : 'default'}
                aria-pressed={chosen === reason}
                style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
                onClick={() => {
                  form.setFieldValue('reason', reason);
                  void form.validateFields(['reason']);
                }}
              >
                {reason}
              </Button>
            ))}
          </Space>
        </Space>
      ) : null}
    </Modal>
  );
}
