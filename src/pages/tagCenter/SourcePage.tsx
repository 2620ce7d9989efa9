import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import { inScope, tagSourceFields, tagSourceList, type SavedItemValues } from 'src-models/tagCenter';
import type { TagScope, TagSource } from 'src-services/tagCenter';
import { useModalEditor } from 'src/components/drafts';
import { catalogueColumns, CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { actionsColumn } from './rowActions';
import { TagCenterFrame } from './TagCenterFrame';

const SavedItemFormModal = lazy(() =>
  import(/* webpackChunkName: "tag-center-item-form" */ './SavedItemFormModal').then((module) => ({
    default: module.SavedItemFormModal,
  })),
);

/** The active scope's sources: name and remark (03-community-analytics §2.7). */
function SourceList({ scope }: { scope: TagScope }) {
  const intl = useIntl();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.tagCenterSave]));
  const editing = useModalEditor<SavedItemValues>('/tag-center/source', 'tagSource');
  const confirm = useConfirmedAction();
  const { open } = editing;
  const listScope = useMemo(() => inScope(scope.id), [scope.id]);

  const columns = useMemo(
    () =>
      catalogueColumns<TagSource>(
        tagSourceFields,
        intl,
        {},
        actionsColumn<TagSource>(intl, [
          {
            key: 'edit',
            labelKey: 'tagCenter.edit',
            allowed: canSave,
            run: (source) =>
              open({
                id: source.id,
                scope_id: source.scope_id,
                name: source.name,
                remark: source.remark ?? '',
              }),
          },
          {
            key: 'delete',
            labelKey: 'tagCenter.delete',
            allowed: canSave,
            danger: true,
            run: (source) =>
              confirm({
                titleKey: 'tagCenter.deleteTitle',
                contentKey: 'tagCenter.deleteConfirm',
                okKey: 'tagCenter.delete',
                values: { name: source.name },
                danger: true,
                action: tagSourceList.actions.removeRequested({ requestId: newRequestId(), id: source.id }),
              }),
          },
        ]),
      ),
    [intl, canSave, open, confirm],
  );

  return (
    <>
      {editing.notice}
      <ListContainer<TagSource>
        model={tagSourceList}
        columns={columns}
        filterFields={tagSourceFields.filterFields}
        rowKey="id"
        scope={listScope}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={intl.formatMessage({ id: 'tagCenter.source.create' })}
                  onClick={() => open({ scope_id: scope.id, name: '', remark: '' })}
                />,
              ]
            : []
        }
      />
      {editing.editor && (
        <Suspense fallback={null}>
          <SavedItemFormModal
            list={tagSourceList}
            kind="tagSource"
            createTitle="tagCenter.source.createTitle"
            editTitle="tagCenter.source.editTitle"
            weighted={false}
            initial={editing.editor.initial}
            restored={editing.editor.restored}
            draftKey={editing.draftKey}
            onClose={editing.close}
          />
        </Suspense>
      )}
    </>
  );
}

/** Source (03-community-analytics §2.7). */
export default function SourcePage() {
  return <TagCenterFrame>{(scope) => <SourceList scope={scope} />}</TagCenterFrame>;
}
