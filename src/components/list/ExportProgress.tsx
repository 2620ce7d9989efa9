import { Button, Modal, Progress, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { ExportState } from 'src-models/list';

interface Props {
  state: ExportState;
  open: boolean;
  onCancel: () => void;
  onClose: () => void;
}

/** An export job's dialog: progress with the estimate, cancel while it runs, a link once the file is ready. */
export function ExportProgress({ state, open, onCancel, onClose }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'list.export.title' })}
      closable={false}
      maskClosable={false}
      footer={
        state.status === 'polling' ? (
          <Button onClick={onCancel}>{intl.formatMessage({ id: 'list.export.cancel' })}</Button>
        ) : (
          <Button type="primary" onClick={onClose}>
            {intl.formatMessage({ id: 'list.export.close' })}
          </Button>
        )
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Progress
          percent={Math.round(state.progress * 100)}
          status={state.status === 'ready' ? 'success' : 'active'}
        />
        {state.status === 'polling' && (
          <Typography.Text type="secondary">
            {intl.formatMessage(
              { id: 'list.export.progress' },
              { total: state.total ?? 0, seconds: state.estimateSeconds ?? 0 },
            )}
          </Typography.Text>
        )}
        {state.status === 'ready' && state.url && (
          <Typography.Text>
            {intl.formatMessage({ id: 'list.export.ready' })}{' '}
            <a href={state.url} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage({ id: 'list.export.open' })}
            </a>
          </Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
