import { useEffect, useState } from 'react';
import { Alert, Button, Card, Modal, Skeleton, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { termsActions, termsSelectors } from 'src-models/config';
import { DraftNotice, useDraftKeeper, useDraftKey, useOfferedDraft } from 'src/components/drafts';
import { RichTextEditor, RichTextView } from 'src/components/richText';
import { useSaveOnce } from 'src/components/saving';
import { useErrorText } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

const DRAFT_KIND = 'configTerms';

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
  const saving = useSaveOnce(useAppSelector(termsSelectors.selectSave));
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const key = useDraftKey('terms');
  const content = terms?.content ?? null;
  useDraftKeeper(key, DRAFT_KIND, () =>
    canSave && open && draft !== null && draft !== content ? { content: draft } : null,
  );
  const offered = useOfferedDraft(key, DRAFT_KIND);

  useEffect(() => {
    dispatch(termsActions.loadRequested());
  }, [dispatch]);

  // The modal closes once the server has the terms; after a failure it stays open with the draft.
  useEffect(() => {
    if (saving.outcome === 'succeeded') setOpen(false);
  }, [saving.outcome]);

  const edit = (text: string) => {
    setDraft(text);
    setOpen(true);
    if (load.status === 'failed') dispatch(termsActions.loadRequested());
  };

  const save = () => {
    if (!saving.claim()) return;
    saving.send((requestId) =>
      dispatch(termsActions.saveRequested({ requestId, input: { content: draft ?? '' } })),
    );
  };

  const loaded = load.status === 'succeeded';
  const kept = offered.draft?.values as { content?: string } | undefined;

  return (
    <Card
      title={<FormattedMessage id="config.terms.title" />}
      extra={
        <Button icon={<EditOutlined />} onClick={() => edit(content ?? '')} disabled={!loaded}>
          <FormattedMessage id={canSave ? 'config.terms.edit' : 'config.terms.view'} />
        </Button>
      }
    >
      {offered.draft && loaded && canSave && !open ? (
        <DraftNotice
          draft={offered.draft}
          onRestore={() => {
            edit(kept?.content ?? '');
            offered.settle();
          }}
          onDiscard={offered.settle}
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
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>
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
        <RichTextEditor value={draft ?? ''} onChange={setDraft} readOnly={!canSave} minHeight={320} />
      </Modal>
    </Card>
  );
}
