import { lazy, Suspense, useMemo } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import type { MessageId } from 'src-locales/messageIds';
import { selectCan } from 'src-models/session';
import {
  inScope,
  selectCreatedToken,
  tagTokenFields,
  tagTokenList,
  tokenRevealActions,
  type SavedItemValues,
} from 'src-models/tagCenter';
import type { TagScope, TagToken } from 'src-services/tagCenter';
import { useModalEditor } from 'src/components/drafts';
import { catalogueColumns, CreateButton, ListContainer } from 'src/components/list';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { actionsColumn } from './rowActions';
import { TagCenterFrame } from './TagCenterFrame';

const SavedItemFormModal = lazy(() =>
  import(/* webpackChunkName: "tag-center-item-form" */ './SavedItemFormModal').then((module) => ({
    default: module.SavedItemFormModal,
  })),
);

/** The secret of the token just created, shown this once (the server never answers it again). */
function CreatedToken() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const created = useAppSelector(selectCreatedToken);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!created) return null;
  const dismiss = () => dispatch(tokenRevealActions.dismissed());
  return (
    <Modal
      open
      title={t('tagCenter.token.createdTitle', { name: created.name })}
      maskClosable={false}
      onCancel={dismiss}
      footer={
        <Button type="primary" onClick={dismiss}>
          {t('tagCenter.token.done')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('tagCenter.token.createdOnce')}</Typography.Paragraph>
      <Typography.Paragraph code copyable aria-label={t('tagCenter.token.value')}>
        {created.token}
      </Typography.Paragraph>
    </Modal>
  );
}

function TokenList({ scope }: { scope: TagScope }) {
  const intl = useIntl();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.tagCenterSave]));
  const editing = useModalEditor<SavedItemValues>('/tag-center/token', 'tagToken');
  const { open } = editing;
  const listScope = useMemo(() => inScope(scope.id), [scope.id]);
  const columns = useMemo(
    () =>
      catalogueColumns<TagToken>(
        tagTokenFields,
        intl,
        { token_hint: { render: (_, token) => <Typography.Text code>…{token.token_hint}</Typography.Text> } },
        actionsColumn<TagToken>(intl, [
          {
            key: 'edit',
            labelKey: 'tagCenter.edit',
            allowed: canSave,
            run: (token) =>
              open({ id: token.id, scope_id: token.scope_id, name: token.name, remark: token.remark ?? '' }),
          },
        ]),
      ),
    [intl, canSave, open],
  );
  return (
    <>
      {editing.notice}
      <Typography.Title level={4}>{intl.formatMessage({ id: 'tagCenter.token.title' })}</Typography.Title>
      <ListContainer<TagToken>
        model={tagTokenList}
        columns={columns}
        filterFields={tagTokenFields.filterFields}
        rowKey="id"
        scope={listScope}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={intl.formatMessage({ id: 'tagCenter.token.create' })}
                  onClick={() => open({ scope_id: scope.id, name: '', remark: '' })}
                />,
              ]
            : []
        }
      />
      {editing.editor && (
        <Suspense fallback={null}>
          <SavedItemFormModal
            list={tagTokenList}
            kind="tagToken"
            createTitle="tagCenter.token.createTitle"
            editTitle="tagCenter.token.editTitle"
            weighted={false}
            initial={editing.editor.initial}
            restored={editing.editor.restored}
            draftKey={editing.draftKey}
            onClose={editing.close}
          />
        </Suspense>
      )}
      <CreatedToken />
    </>
  );
}

/** Token (03-community-analytics §2.7: a /token page without a menu entry): the active scope's tokens. */
export default function TokenPage() {
  return <TagCenterFrame>{(scope) => <TokenList scope={scope} />}</TagCenterFrame>;
}
