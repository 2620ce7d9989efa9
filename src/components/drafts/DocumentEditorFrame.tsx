import type { ReactNode } from 'react';
import { Button, Card, Space, Spin, Typography, type FormInstance } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { MessageId } from 'src-locales/messageIds';
import { LoadFailure } from 'src/components/loadFailure';
import { SaveButton } from 'src/components/saving';
import type { DocumentPage } from './useDocumentPage';
import { useLeaveGuard } from './useLeaveGuard';

const HEADER = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 8,
} as const;

interface FrameProps {
  page: Pick<
    DocumentPage<unknown, unknown, unknown>,
    'isUnsaved' | 'loadError' | 'retry' | 'notice' | 'loaded'
  >;
  title: ReactNode;
  /** The list Back leads to, and Back's accessible name. */
  backTo: string;
  backLabel: MessageId;
  /** What the failed load is called ('The floor could not be loaded'). */
  loadFailedTitle: MessageId;
  /** Beside the title. */
  titleExtra?: ReactNode;
  /** At the header's other end (Save, when it is not at the form's foot). */
  actions?: ReactNode;
  /** The form (with its tabs). */
  children: ReactNode;
}

/**
 * The page around a document editor reached from a list (`useDocumentPage`): Back and the title over the form,
 * the offer of a kept draft, a spinner over the form until the document is there, and a failed load shown
 * instead of an empty form. Leaving with unsaved changes, by Back or otherwise, asks first.
 */
export function DocumentEditorFrame({
  page,
  title,
  backTo,
  backLabel,
  loadFailedTitle,
  titleExtra,
  actions,
  children,
}: FrameProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirmLeave = useLeaveGuard(page.isUnsaved);

  if (page.loadError)
    return <LoadFailure titleKey={loadFailedTitle} error={page.loadError} onRetry={page.retry} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <div style={HEADER}>
        <Space>
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label={intl.formatMessage({ id: backLabel })}
            onClick={() => confirmLeave(() => navigate(backTo))}
          />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {titleExtra}
        </Space>
        {actions ? <Space>{actions}</Space> : null}
      </div>
      {page.notice}
      <Spin spinning={!page.loaded}>
        <Card>{children}</Card>
      </Spin>
    </Space>
  );
}

/** A document's Save, shown only to an operator who may save. */
export function DocumentSaveButton({
  page,
  children,
}: {
  page: Pick<DocumentPage<unknown, unknown, unknown>, 'canSave' | 'saving'> & { form: FormInstance };
  children: ReactNode;
}) {
  return page.canSave ? (
    <SaveButton saving={page.saving} form={page.form}>
      {children}
    </SaveButton>
  ) : null;
}
