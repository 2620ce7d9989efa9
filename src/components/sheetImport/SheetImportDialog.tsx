import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Result, Space, Spin, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { IMPORT_KINDS, type ImportKindName } from 'config/sheetImport/kinds';
import type { SheetPreview } from 'config/sheetImport/preview';
import { countRows, MAX_IMPORT_BYTES, type CheckedRow } from 'config/sheetImport/rules';
import type { MessageId } from 'src-locales/messageIds';
import { selectSheetImport, sheetImportActions as actions } from 'src-models/sheetImport';
import { describeFailure, type ErrorText } from 'src-services/errors';
import { exportSheet } from 'src/components/export/exportSheet';
import { openSafely } from 'src/components/list';
import { LoadFailure } from 'src/components/loadFailure';
import { useSaveOnce } from 'src/components/saving';
import { useFormatErrorText } from 'src/components/selectors/errorText';
import { useUploader } from 'src/components/upload';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { ImportPreview } from './ImportPreview';
import { previewInWorker, type RunningPreview } from './previewInWorker';
import { columnTitle, refusedRows, refusedSheetColumns } from './problems';
import { useT } from 'src/components/useT';

const ACCEPT = '.xlsx,.xls,.csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Stage =
  | { step: 'choose'; problem?: { id: MessageId; values?: Record<string, string> } }
  | { step: 'reading'; file: File }
  | { step: 'preview'; fileName: string; rows: CheckedRow[]; validFile: ArrayBuffer | null };

/** Why a chosen file is refused before it is read, or null. */
function fileProblem(file: File): MessageId | null {
  if (!/\.(xlsx|xls|csv)$/i.test(file.name)) return 'sheetImport.file.type';
  if (file.size > MAX_IMPORT_BYTES) return 'sheetImport.file.size';
  return null;
}

interface Props {
  kind: ImportKindName;
  onClose: () => void;
  /** Records were written: the list behind the dialog should search again. */
  onImported: () => void;
}

/**
 * An import with a preview (issue 13): the file is read and checked in a worker against the rules the backend
 * applies, the operator sees every row's fate and commits the valid rows (uploaded as a file of their own, sent
 * by the spec's call) or cancels; the result gives the counts, and the refused rows can be downloaded.
 */
export function SheetImportDialog({ kind, onClose, onImported }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const formatErrorText = useFormatErrorText();
  const upload = useUploader();
  const { existing, commit, sample } = useAppSelector(selectSheetImport);
  const saving = useSaveOnce(commit);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [uploadError, setUploadError] = useState<ErrorText | null>(null);
  const imported = useRef(false);
  const t = useT();

  useEffect(() => {
    dispatch(actions.opened({ kind }));
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch, kind]);

  useEffect(() => {
    if (!sample.url) return;
    openSafely(sample.url);
    dispatch(actions.sampleOpened());
  }, [sample.url, dispatch]);

  useEffect(() => {
    if (commit.status !== 'succeeded' || imported.current) return;
    imported.current = true;
    onImported();
  }, [commit.status, onImported]);

  // The chosen file is read once what exists is known.
  const identities = existing.status === 'succeeded' ? existing.identities : null;
  useEffect(() => {
    if (stage.step !== 'reading' || !identities) return;
    let running: RunningPreview | null = null;
    let current = true;
    const show = (preview: SheetPreview) => {
      if (!current) return;
      if (preview.problem === null)
        setStage({
          step: 'preview',
          fileName: stage.file.name,
          rows: preview.rows,
          validFile: preview.validFile,
        });
      else if (preview.problem === 'header') {
        const columns = IMPORT_KINDS[kind].columns
          .map((column) => columnTitle(column, intl.locale))
          .join(', ');
        setStage({ step: 'choose', problem: { id: 'sheetImport.file.header', values: { columns } } });
      } else setStage({ step: 'choose', problem: { id: `sheetImport.file.${preview.problem}` } });
    };
    void stage.file
      .arrayBuffer()
      .then((bytes) => {
        if (!current) return null;
        running = previewInWorker({ kind, bytes, existing: identities });
        return running.done;
      })
      .then((preview) => preview && show(preview))
      .catch(() => current && setStage({ step: 'choose', problem: { id: 'sheetImport.file.unreadable' } }));
    return () => {
      current = false;
      running?.stop();
    };
  }, [stage, identities, kind, intl.locale]);

  const choose = (file: File) => {
    const problem = fileProblem(file);
    setStage(problem ? { step: 'choose', problem: { id: problem } } : { step: 'reading', file });
    return false;
  };

  const commitValidRows = async (validFile: ArrayBuffer) => {
    if (!saving.claim()) return;
    setUploadError(null);
    try {
      const uploaded = await upload(new Blob([validFile], { type: XLSX_TYPE }), `${kind}-import.xlsx`);
      saving.send((requestId) => dispatch(actions.commitRequested({ requestId, excelUrl: uploaded.url })));
    } catch {
      saving.release();
      setUploadError({ key: 'sheetImport.uploadFailed' });
    }
  };

  const result = commit.status === 'succeeded' ? commit.result : null;
  const rows = stage.step === 'preview' ? stage.rows : [];
  const refused = result ? refusedRows(intl, kind, rows, result.refused) : [];
  const downloadRefused = () =>
    void exportSheet(t('sheetImport.refusedSheet'), refusedSheetColumns(intl, kind), refused);

  const footer = result
    ? [
        refused.length > 0 && (
          <Button key="refused" onClick={downloadRefused}>
            {t('sheetImport.downloadRefused')}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          {t('sheetImport.close')}
        </Button>,
      ]
    : [
        stage.step === 'preview' && (
          <Button key="again" onClick={() => setStage({ step: 'choose' })} disabled={saving.busy}>
            {t('sheetImport.chooseAnother')}
          </Button>
        ),
        <Button key="cancel" onClick={onClose}>
          {t('sheetImport.cancel')}
        </Button>,
        stage.step === 'preview' && (
          <Button
            key="commit"
            type="primary"
            loading={saving.busy}
            disabled={!stage.validFile}
            onClick={() => stage.validFile && void commitValidRows(stage.validFile)}
          >
            {t('sheetImport.commit', { count: countRows(rows).valid })}
          </Button>
        ),
      ];

  return (
    <Modal
      open
      title={t(`sheetImport.title.${kind}`)}
      width={stage.step === 'preview' ? 960 : 560}
      maskClosable={false}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      {result ? (
        <Result
          status={refused.length ? 'warning' : 'success'}
          title={t('sheetImport.result.title')}
          subTitle={t('sheetImport.result.counts', {
            created: result.created,
            updated: result.updated,
            refused: refused.length,
          })}
        />
      ) : stage.step === 'preview' ? (
        <>
          <Typography.Paragraph>{stage.fileName}</Typography.Paragraph>
          {commit.status === 'failed' && commit.error && (
            <Alert type="error" showIcon message={formatErrorText(describeFailure(commit.error))} />
          )}
          {uploadError && <Alert type="error" showIcon message={formatErrorText(uploadError)} />}
          <ImportPreview kind={kind} rows={stage.rows} />
        </>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            {t(`sheetImport.hint.${kind}`)} {t('sheetImport.formats')}
          </Typography.Paragraph>
          <Button loading={sample.status === 'pending'} onClick={() => dispatch(actions.sampleRequested())}>
            {t('sheetImport.sample')}
          </Button>
          {existing.status === 'failed' && existing.error && (
            <LoadFailure
              titleKey="sheetImport.existingFailed"
              error={existing.error}
              onRetry={() => dispatch(actions.opened({ kind }))}
            />
          )}
          {stage.step === 'choose' && stage.problem && (
            <Alert type="error" showIcon message={t(stage.problem.id, stage.problem.values)} />
          )}
          {stage.step === 'reading' ? (
            <Spin tip={t('sheetImport.reading', { name: stage.file.name })}>
              <div style={{ height: 120 }} />
            </Spin>
          ) : (
            <Upload.Dragger accept={ACCEPT} multiple={false} showUploadList={false} beforeUpload={choose}>
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p>{t('sheetImport.drop')}</p>
            </Upload.Dragger>
          )}
        </Space>
      )}
    </Modal>
  );
}
