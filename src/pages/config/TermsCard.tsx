import { useState } from 'react';
import { Alert, Button, Card, Form, Modal, Skeleton, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { termsDocument, termsSelectors } from 'src-models/config';
import type { TermsConfig } from 'src-services/config';
import { DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { RichTextEditor, RichTextView } from 'src/components/richText';
import { useErrorText } from 'src/components/selectors';
import { useT } from 'src/components/useT';
import { useAppSelector } from 'src/store/hooks';

/**
 * 01-platform §2 card 1: the user terms, edited in a modal and saved at once by their own call
 * (`/{scrm}/config/tc/save`), apart from the config's Save. Terms being edited when the session expired are
 * offered back after the new login.
 */
export function TermsCard({ canSave }: { canSave: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  // page.saved too, read before the hook for its draft rule.
  const terms = useAppSelector(termsSelectors.selectData);
  const [open, setOpen] = useState(false);
  const page = useDocumentPage<TermsConfig, TermsConfig, TermsConfig>({
    document: termsDocument,
    kind: 'configTerms',
    // The config form on the same page keeps a draft of its own.
    part: 'terms',
    canSave,
    toValues: (saved) => saved,
    // Only what the open modal holds beyond the saved terms is kept: a cancelled text is not.
    toDraft: ({ content }) => (open && content !== terms?.content ? { content } : null),
    // A restored draft returns to the modal it was typed in.
    onRestored: () => setOpen(true),
    // The modal closes once the server has the terms; after a failure it stays open with the text typed.
    onSaved: () => setOpen(false),
  });

  const edit = () => {
    // On the saved terms: a text typed and cancelled before is gone.
    page.form.setFieldsValue({ content: terms?.content ?? '' });
    setOpen(true);
  };

  const submit = (values: TermsConfig) => {
    if (values.content !== terms?.content) {
      page.save(values);
      return;
    }
    // The terms as saved: nothing to send (the hook would not resend them after a save here), so it just closes.
    page.saving.release();
    setOpen(false);
  };

  return (
    <Card
      title={t('config.terms.title')}
      extra={
        <Button icon={<EditOutlined />} onClick={edit} disabled={!page.loaded}>
          {t(canSave ? 'config.terms.edit' : 'config.terms.view')}
        </Button>
      }
    >
      {open ? null : page.notice}
      {page.loadError ? (
        <Alert
          type="error"
          showIcon
          message={errorText(page.loadError, 'config.terms.loadFailed')}
          action={
            <Button size="small" onClick={page.retry}>
              {t('config.retry')}
            </Button>
          }
        />
      ) : page.loaded ? (
        <RichTextView
          html={terms?.content}
          label={t('config.terms.title')}
          style={{ maxHeight: 160, overflow: 'auto', background: '#fafafa', padding: '4px 12px' }}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      {/* No element of its own: the modal's footer submits it. */}
      <Form<TermsConfig>
        {...page.formProps}
        name="terms"
        component={false}
        onFinish={submit}
        onFinishFailed={page.saving.release}
      >
        <Modal
          open={open}
          width={860}
          title={t('config.terms.title')}
          onCancel={() => setOpen(false)}
          destroyOnHidden
          footer={
            <Space>
              <Button onClick={() => setOpen(false)}>{t('config.cancel')}</Button>
              <DocumentSaveButton page={page}>{t('config.terms.save')}</DocumentSaveButton>
            </Space>
          }
        >
          <Typography.Paragraph type="secondary">{t('config.terms.hint')}</Typography.Paragraph>
          <Form.Item name="content" noStyle>
            <RichTextEditor readOnly={!page.editable} minHeight={320} />
          </Form.Item>
        </Modal>
      </Form>
    </Card>
  );
}
