import { Suspense, useEffect } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { PRIVILEGES } from 'config/privileges';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import { selectActiveScope, selectTagScopes, tagScopeActions, type ScopeValues } from 'src-models/tagCenter';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { useConfirmedAction } from 'src/components/list';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

const ScopeFormModal = lazyNamed(
  () => import(/* webpackChunkName: "tag-center-scope-form" */ './ScopeFormModal'),
  'ScopeFormModal',
);

/** SPEC-DECISIONS: the scope name label is 150 px wide (03 §9). */
const LABEL_WIDTH = 150;

/**
 * The scope switcher at the top right of every tag-center page (03-community-analytics §2.7): the scopes, the
 * first chosen at first, 'switch' plus the name on a switch; with TagCenterSaveScope add, edit and delete
 * (after a confirmation).
 */
export function ScopeSwitcher() {
  const dispatch = useAppDispatch();
  const confirm = useConfirmedAction();
  const scopes = useAppSelector(selectTagScopes);
  const active = useAppSelector(selectActiveScope);
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.tagCenterSaveScope]));
  const editing = useModalEditor<ScopeValues>('/tag-center/scope', 'tagScope');
  const t = useT();
  const loadStatus = scopes.load.status;

  useEffect(() => {
    dispatch(tagScopeActions.pageOpened());
  }, [dispatch]);

  if (loadStatus === 'failed' && scopes.load.error)
    return (
      <LoadFailure
        titleKey="tagCenter.scope.loadFailed"
        error={scopes.load.error}
        onRetry={() => dispatch(tagScopeActions.loadRequested())}
      />
    );

  return (
    <Space wrap>
      {editing.notice}
      <Typography.Text style={{ display: 'inline-block', width: LABEL_WIDTH, textAlign: 'right' }}>
        <label htmlFor="tag-center-scope">{t('tagCenter.scope.label')}</label>
      </Typography.Text>
      <Select
        id="tag-center-scope"
        style={{ minWidth: 200 }}
        loading={loadStatus === 'pending'}
        placeholder={t('tagCenter.scope.placeholder')}
        value={active?.id}
        options={scopes.items.map((scope) => ({ value: scope.id, label: scope.name }))}
        onChange={(id: string) => dispatch(tagScopeActions.switched({ id }))}
      />
      {canSave && (
        <>
          <Button onClick={() => editing.open({ name: '', remark: '' })}>{t('tagCenter.scope.add')}</Button>
          {active && (
            <>
              <Button
                onClick={() =>
                  editing.open({ id: active.id, name: active.name, remark: active.remark ?? '' })
                }
              >
                {t('tagCenter.scope.edit')}
              </Button>
              <Button
                danger
                onClick={() =>
                  confirm({
                    titleKey: 'tagCenter.scope.deleteTitle',
                    contentKey: 'tagCenter.deleteConfirm',
                    okKey: 'tagCenter.delete',
                    values: { name: active.name },
                    danger: true,
                    action: tagScopeActions.removeRequested({ requestId: newRequestId(), id: active.id }),
                  })
                }
              >
                {t('tagCenter.scope.delete')}
              </Button>
            </>
          )}
        </>
      )}
      {editing.editor && (
        <Suspense fallback={null}>
          <ScopeFormModal
            initial={editing.editor.initial}
            restored={editing.editor.restored}
            draftKey={editing.draftKey}
            onClose={editing.close}
          />
        </Suspense>
      )}
    </Space>
  );
}
