import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Modal, Skeleton, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectTerms, termsLoadRequested, termsSaveRequested } from 'src-models/config';
import { RichTextEditor, RichTextView } from 'src/components/richText';
import { useErrorText } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

/**
 * 01-platform §2 card 1: the user terms, edited in a modal and saved at once by their own call
 * (`/{scrm}/config/tc/save`), apart from the config's Save.
 */
export function TermsCard({ canSave }: { canSave: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const terms = useAppSelector(selectTerms);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const saving = useRef(false);

  useEffect(() => {
    dispatch(termsLoadRequested());
  }, [dispatch]);

  // The modal closes once the server has the terms; after a failure it stays open with the draft.
  useEffect(() => {
    if (!saving.current || terms.save.status === 'pending') return;
    saving.current = false;
    if (terms.save.status === 'succeeded') setOpen(false);
  }, [terms.save.status]);

  const edit = () => {
    setDraft(terms.content ?? '');
    setOpen(true);
    if (terms.load.status === 'failed') dispatch(termsLoadRequested());
  };

  const save = () => {
    saving.current = true;
    dispatch(termsSaveRequested({ content: draft ?? '' }));
  };

  const loaded = terms.load.status === 'succeeded';

  return (
    <Card
      title={<FormattedMessage id="config.terms.title" />}
      extra={
        <Button icon={<EditOutlined />} onClick={edit} disabled={!loaded}>
          <FormattedMessage id={canSave ? 'config.terms.edit' : 'config.terms.view'} />
        </Button>
      }
    >
      {terms.load.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message={errorText(terms.load.error, 'config.terms.loadFailed')}
          action={
            <Button size="small" onClick={() => dispatch(termsLoadRequested())}>
              <FormattedMessage id="config.retry" />
            </Button>
          }
        />
      ) : loaded ? (
        <RichTextView
          html={terms.content}
          style={{ maxHeight: 160, overflow: 'auto', background: '#fafafa', padding: '4px 12px' }}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      <Modal
        open={open}
        width={860}
        title={intl.formatMessage({ id: 'config.terms.title' })}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>
              <FormattedMessage id="config.cancel" />
            </Button>
            {canSave ? (
              <Button type="primary" loading={terms.save.status === 'pending'} onClick={save}>
                <FormattedMessage id="config.terms.save" />
              </Button>
            ) : null}
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="config.terms.hint" />
        </Typography.Paragraph>
        <RichTextEditor value={draft ?? ''} onChange={setDraft} readOnly={!canSave} minHeight={320} />
      </Modal>
    </Card>
  );
}
