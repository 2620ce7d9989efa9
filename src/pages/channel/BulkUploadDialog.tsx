import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress, Result, Space, Spin, Tag, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { bulkSample, checkBulkSheet } from 'config/channels/bulkSheet';
import type { CheckedBulkRow } from 'config/channels/rules';
import type { MessageId } from 'src-locales/messageIds';
import { channelTransferActions as actions, channelTransferSelectors } from 'src-models/channels';
import { newRequestId } from 'src-models/common';
import type { ChannelGroup } from 'src-services/channels';
import { exportSheet } from 'src/components/export/exportSheet';
import { useErrorText } from 'src/components/selectors/errorText';
import { PreviewTable, type PreviewColumn } from 'src/components/sheetImport/PreviewTable';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

const ACCEPT = '.xlsx,.xls,.csv';

type Stage =
  | { step: 'choose'; file: File | null; problem: MessageId | null; reading: boolean }
  | { step: 'preview'; fileName: string; rows: CheckedBulkRow[] }
  | { step: 'creating'; rows: CheckedBulkRow[]; requestId: string };

/** The file's first sheet as rows of texts; xlsx loads only when a file is read. */
async function readRows(file: File): Promise<string[][] | null> {
  const { isSpreadsheetFile, readSheet } = await import(
    /* webpackChunkName: "read-sheet" */ 'config/sheetImport/readSheet'
  );
  const bytes = new Uint8Array(await file.arrayBuffer());
  return isSpreadsheetFile(file.name, bytes) ? readSheet(bytes) : null;
}

interface Props {
  group: ChannelGroup;
  onClose: () => void;
}

/**
 * The bulk upload of channels into a group (03-community-analytics §2.4, §5): a spreadsheet is read and every
 * row checked in the browser and shown as a preview with its errors before anything is created; then the valid
 * rows are created one after the other and each row's outcome is shown.
 */
export default function BulkUploadDialog({ group, onClose }: Props) {
  const intl = useIntl();
  const t = useT();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const creation = useAppSelector(channelTransferSelectors.selectCreation);
  const [stage, setStage] = useState<Stage>({ step: 'choose', file: null, problem: null, reading: false });
  // A burst of clicks on Create starts one run.
  const started = useRef(false);

  useEffect(
    () => () => {
      dispatch(actions.bulkDialogClosed());
    },
    [dispatch],
  );

  const check = async () => {
    if (stage.step !== 'choose') return;
    if (!stage.file) {
      setStage({ ...stage, problem: 'channel.bulk.noFile' });
      return;
    }
    const { file } = stage;
    setStage({ ...stage, problem: null, reading: true });
    const sheet = await readRows(file).catch(() => null);
    const checked = sheet ? checkBulkSheet(sheet) : null;
    if (!checked || checked.problem !== null)
      setStage({
        step: 'choose',
        file,
        reading: false,
        problem: checked ? `channel.bulk.${checked.problem}` : 'channel.bulk.fileError',
      });
    else setStage({ step: 'preview', fileName: file.name, rows: checked.rows });
  };

  const create = (rows: CheckedBulkRow[]) => {
    if (started.current) return;
    started.current = true;
    const valid = rows.filter((row) => row.problems.length === 0);
    const requestId = newRequestId();
    dispatch(
      actions.bulkCreationRequested({
        requestId,
        rows: valid.map(({ row, cells, fullPath }) => ({
          row,
          input: { name: cells.name, description: cells.description, group_id: group.id, path: fullPath },
        })),
      }),
    );
    setStage({ step: 'creating', rows, requestId });
  };

  const downloadSample = () => {
    const [header, ...rows] = bulkSample(intl.locale.startsWith('zh') ? 'zh' : 'en');
    const columns = header.map((title, column) => ({
      title,
      value: (row: string[]) => row[column],
      width: column === 2 ? 30 : 16,
    }));
    void exportSheet(t('channel.bulk.sampleName'), columns, rows);
  };

  const problemsOf = useCallback(
    (row: CheckedBulkRow) =>
      row.problems.map((problem) => intl.formatMessage({ id: `channel.rule.${problem}` })),
    [intl],
  );
  const columns = useMemo(
    (): PreviewColumn<CheckedBulkRow>[] => [
      {
        key: 'name',
        title: intl.formatMessage({ id: 'channel.bulk.column.name' }),
        render: (row) => row.cells.name,
      },
      {
        key: 'description',
        title: intl.formatMessage({ id: 'channel.bulk.column.description' }),
        render: (row) => row.cells.description,
      },
      {
        key: 'path',
        title: intl.formatMessage({ id: 'channel.bulk.column.path' }),
        render: (row) => <Typography.Text style={{ wordBreak: 'break-all' }}>{row.fullPath}</Typography.Text>,
      },
    ],
    [intl],
  );

  // The rows the preview would create.
  const validCount =
    stage.step === 'preview' ? stage.rows.filter((row) => row.problems.length === 0).length : 0;
  const ownRun = stage.step === 'creating' && creation.requestId === stage.requestId ? creation : null;
  const settled = ownRun?.rows.filter((row) => row.status !== 'pending') ?? [];
  const failed = ownRun?.rows.filter((row) => row.status === 'failed') ?? [];
  const done = ownRun?.status === 'done';

  const body = (() => {
    if (stage.step === 'creating') {
      const total = ownRun?.rows.length ?? 0;
      if (!done)
        return (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text role="status">
              {t('channel.bulk.creating', { done: settled.length, total })}
            </Typography.Text>
            <Progress percent={total ? Math.round((settled.length / total) * 100) : 0} />
          </Space>
        );
      const left = stage.rows.filter((row) => row.problems.length > 0).length;
      return (
        <Result
          status={failed.length + left ? 'warning' : 'success'}
          title={t('channel.bulk.resultTitle')}
          subTitle={t('channel.bulk.result', { created: total - failed.length, failed: failed.length, left })}
          extra={
            failed.length > 0 ? (
              <Space direction="vertical" align="start">
                {failed.map((row) => (
                  <Typography.Text type="danger" key={row.row}>
                    {t('channel.bulk.failedRow', {
                      row: row.row,
                      reason: errorText(row.error, 'error.unknown'),
                    })}
                  </Typography.Text>
                ))}
              </Space>
            ) : null
          }
        />
      );
    }
    if (stage.step === 'preview') {
      return (
        <>
          <Typography.Paragraph>{stage.fileName}</Typography.Paragraph>
          <PreviewTable
            rows={stage.rows}
            columns={columns}
            problemsOf={problemsOf}
            outcomeOf={(row) => (
              <Space direction="vertical" size={0}>
                <Tag color="green">{t('channel.bulk.outcome.create')}</Tag>
                {row.warnings.map((warning) => (
                  <Typography.Text type="warning" key={warning}>
                    {t(`channel.rule.${warning}`)}
                  </Typography.Text>
                ))}
              </Space>
            )}
            summary={t('channel.bulk.counts', {
              total: stage.rows.length,
              valid: validCount,
              errors: stage.rows.length - validCount,
            })}
          />
        </>
      );
    }
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('channel.bulk.hint')}</Typography.Paragraph>
        <Button onClick={downloadSample}>{t('channel.bulk.sample')}</Button>
        {stage.problem && <Alert type="error" showIcon message={t(stage.problem)} />}
        <Spin spinning={stage.reading}>
          <Upload.Dragger
            accept={ACCEPT}
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              setStage({ step: 'choose', file, problem: null, reading: false });
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{stage.file ? t('channel.bulk.chosen', { name: stage.file.name }) : t('channel.bulk.drop')}</p>
          </Upload.Dragger>
        </Spin>
      </Space>
    );
  })();

  const footer =
    stage.step === 'creating'
      ? [
          <Button key="close" type="primary" onClick={onClose} disabled={!done}>
            {t('channel.bulk.close')}
          </Button>,
        ]
      : [
          stage.step === 'preview' && (
            <Button
              key="again"
              onClick={() => setStage({ step: 'choose', file: null, problem: null, reading: false })}
            >
              {t('channel.bulk.chooseAnother')}
            </Button>
          ),
          <Button key="cancel" onClick={onClose}>
            {t('channel.bulk.cancel')}
          </Button>,
          stage.step === 'preview' ? (
            <Button
              key="create"
              type="primary"
              disabled={validCount === 0}
              onClick={() => create(stage.rows)}
            >
              {t('channel.bulk.create', { count: validCount })}
            </Button>
          ) : (
            <Button key="check" type="primary" loading={stage.reading} onClick={() => void check()}>
              {t('channel.bulk.check')}
            </Button>
          ),
        ];

  return (
    <Modal
      open
      title={t('channel.bulk.title', { group: group.name })}
      width={stage.step === 'preview' ? 960 : 560}
      maskClosable={false}
      closable={stage.step !== 'creating' || done}
      onCancel={() => (stage.step !== 'creating' || done) && onClose()}
      footer={footer}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
