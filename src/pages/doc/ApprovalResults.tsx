import { Modal, Progress, Table, Tag, Typography } from 'antd';
import { docAreaActions, selectApproval, type ApprovalRow } from 'src-models/docs';
import { useErrorText } from 'src/components/selectors/errorText';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

/**
 * The outcome of approving or rejecting a selection (issue 17): each application's result on its own row, the
 * failed ones with why (1340675: the membership expired and the member must apply again). The rows that failed
 * stay chosen on the list, to try again.
 */
export function ApprovalResults() {
  const t = useT();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const run = useAppSelector(selectApproval);
  const settled = run.rows.filter((row) => row.status !== 'pending').length;
  const failed = run.rows.filter((row) => row.status === 'failed').length;
  const done = run.status === 'done';
  const succeededKey = run.action === 'approve' ? 'doc.batch.approved' : 'doc.batch.rejected';

  const outcome = (row: ApprovalRow) => {
    if (row.status === 'pending') return <Tag>{t('doc.batch.pending')}</Tag>;
    if (row.status === 'succeeded') return <Tag color="green">{t(succeededKey)}</Tag>;
    return <Tag color="red">{t('doc.batch.failed')}</Tag>;
  };

  return (
    <Modal
      open
      title={t(run.action === 'approve' ? 'doc.batch.approveTitle' : 'doc.batch.rejectTitle', {
        count: run.rows.length,
      })}
      closable={done}
      maskClosable={false}
      okText={t('doc.batch.close')}
      okButtonProps={{ disabled: !done }}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={() => dispatch(docAreaActions.approvalDismissed())}
      onCancel={() => done && dispatch(docAreaActions.approvalDismissed())}
      width={720}
    >
      <Progress
        percent={Math.round((settled / Math.max(1, run.rows.length)) * 100)}
        status={done ? (failed ? 'exception' : 'success') : 'active'}
        aria-label={t('doc.batch.progress')}
      />
      {done ? (
        <Typography.Paragraph role="status">
          {t('doc.batch.summary', { succeeded: run.rows.length - failed, failed })}
        </Typography.Paragraph>
      ) : null}
      {run.reason ? (
        <Typography.Paragraph type="secondary">
          {t('doc.batch.reason', { reason: run.reason })}
        </Typography.Paragraph>
      ) : null}
      <Table<ApprovalRow>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={run.rows}
        data-testid="approval-results"
        columns={[
          { key: 'name', title: t('doc.batch.application'), dataIndex: 'name' },
          { key: 'outcome', title: t('doc.batch.outcome'), render: (_, row) => outcome(row) },
          {
            key: 'why',
            title: t('doc.batch.why'),
            render: (_, row) => (row.error ? errorText(row.error, 'doc.application.actionFailed') : ''),
          },
        ]}
      />
    </Modal>
  );
}
