import { useEffect, useState } from 'react';
import { Alert, Button, Card, Modal, Skeleton, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { termsActions, termsSelectors } from 'src-models/config';
import type { TermsConfig } from 'src-services/config';
import { DraftNotice, useDocumentEditor } from 'src/components/drafts';
import { RichTextEditor, RichTextView } from 'src/components/richText';
import { useErrorText } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

/**
 * 01-platform §2 card 1: the user terms, edited in a modal and saved at once by their own call
 * (`/{scrm}/config/tc/save`), apart from the config's Save. Terms being edited when the session expired are
 * offered back after the new login.
 */
export function TermsCard({ canSave }: { canSave: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const terms = useAppSelector(termsSelectors.selectData);
  const load = useAppSelector(termsSelectors.selectLoad);
  const editor = useDocumentEditor<TermsConfig>({
    kind: 'configTerms',
    part: 'terms',
    save: useAppSelector(termsSelectors.selectSave),
  });
  const { saving } = editor;
  const [open, setOpen] = useState(false);
  // The text in the modal's editor.
  const [text, setText] = useState<string | null>(null);
  const content = terms?.content ?? null;

  useEffect(() => {
    dispatch(termsActions.loadRequested());
  }, [dispatch]);

  // The modal closes once the server has the terms; after a failure it stays open with the text typed.
  useEffect(() => {
    if (saving.outcome === 'succeeded') setOpen(false);
  }, [saving.outcome]);

  const edit = (start: string) => {
    setText(start);
    setOpen(true);
    if (load.status === 'failed') dispatch(termsActions.loadRequested());
  };

  const type = (next: string) => {
    setText(next);
    if (canSave && next !== content) editor.changed({ content: next });
    else editor.forget();
  };

  const close = () => {
    setOpen(false);
    editor.forget();
  };

  const save = () => {
    if (!saving.claim()) return;
    saving.send((requestId) =>
      dispatch(termsActions.saveRequested({ requestId, input: { content: text ?? '' } })),
    );
  };

  const loaded = load.status === 'succeeded';

  return (
    <Card
      title={<FormattedMessage id="config.terms.title" />}
      extra={
        <Button icon={<EditOutlined />} onClick={() => edit(content ?? '')} disabled={!loaded}>
          <FormattedMessage id={canSave ? 'config.terms.edit' : 'config.terms.view'} />
        </Button>
      }
    >
      {editor.offered && loaded && canSave && !open ? (
        <DraftNotice
          draft={editor.offered}
          onRestore={() => editor.restore((kept) => edit(kept.content))}
          onDiscard={editor.discard}
        />
      ) : null}
      {load.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message={errorText(load.error, 'config.terms.loadFailed')}
          action={
            <Button size="small" onClick={() => dispatch(termsActions.loadRequested())}>
              <FormattedMessage id="config.retry" />
            </Button>
          }
        />
      ) : loaded ? (
        <RichTextView
          html={content}
          label={intl.formatMessage({ id: 'config.terms.title' })}
          style={{ maxHeight: 160, overflow: 'auto', background: '#fafafa', padding: '4px 12px' }}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      <Modal
        open={open}
        width={860}
        title={intl.formatMessage({ id: 'config.terms.title' })}
        onCancel={close}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={close}>
              <FormattedMessage id="config.cancel" />
            </Button>
            {canSave ? (
              <Button type="primary" loading={saving.busy} onClick={save}>
                <FormattedMessage id="config.terms.save" />
              </Button>
            ) : null}
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="config.terms.hint" />
        </Typography.Paragraph>
        <RichTextEditor value={text ?? ''} onChange={type} readOnly={!canSave} minHeight={320} />
      </Modal>
    </Card>
  );
}
