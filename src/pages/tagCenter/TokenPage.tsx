import { useMemo } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
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
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList, type ColumnOverride } from 'src/components/list';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { TagCenterFrame } from './TagCenterFrame';
import { useT } from 'src/components/useT';

const SavedItemFormModal = lazyNamed(
  () => import(/* webpackChunkName: "tag-center-item-form" */ './SavedItemFormModal'),
  'SavedItemFormModal',
);

const TOKEN_CELLS: Partial<Record<string, ColumnOverride<TagToken>>> = {
  token_hint: { render: (_, token) => <Typography.Text code>…{token.token_hint}</Typography.Text> },
};

const tokenValues = (token: TagToken): SavedItemValues => ({
  id: token.id,
  scope_id: token.scope_id,
  name: token.name,
  remark: token.remark ?? '',
});

/** The secret of the token just created, shown this once (the server never answers it again). */
function CreatedToken() {
  const dispatch = useAppDispatch();
  const created = useAppSelector(selectCreatedToken);
  const t = useT();
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
  const editing = useModalEditor<SavedItemValues>('/tag-center/token', 'tagToken');
  const listScope = useMemo(() => inScope(scope.id), [scope.id]);
  return (
    <>
      <Typography.Title level={4}>{intl.formatMessage({ id: 'tagCenter.token.title' })}</Typography.Title>
      <CrudList
        model={tagTokenList}
        fields={tagTokenFields}
        rowKey="id"
        scope={listScope}
        overrides={TOKEN_CELLS}
        edit={{
          editing,
          requirement: [PRIVILEGES.tagCenterSave],
          toValues: tokenValues,
          create: {
            labelKey: 'tagCenter.token.create',
            values: () => ({ scope_id: scope.id, name: '', remark: '' }),
          },
        }}
        form={SavedItemFormModal}
        formProps={{
          list: tagTokenList,
          kind: 'tagToken',
          createTitle: 'tagCenter.token.createTitle',
          editTitle: 'tagCenter.token.editTitle',
          weighted: false,
        }}
      />
      <CreatedToken />
    </>
  );
}

/** Token (03-community-analytics §2.7: a /token page without a menu entry): the active scope's tokens. */
export default function TokenPage() {
  return <TagCenterFrame>{(scope) => <TokenList scope={scope} />}</TagCenterFrame>;
}
