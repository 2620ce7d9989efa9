import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Drawer } from 'antd';
import { useIntl } from 'react-intl';
import { newRequestId } from 'src-models/common';
import {
  inScope,
  NEW_SAVED_ITEM,
  savedItemValues,
  tagFields,
  tagList,
  type SavedItemValues,
} from 'src-models/tagCenter';
import type { TagCategory, TagCenterTag } from 'src-services/tagCenter';
import type { ModalEditor } from 'src/components/drafts';
import { catalogueColumns, CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { actionsColumn } from './rowActions';

const SavedItemFormModal = lazy(() =>
  import(/* webpackChunkName: "tag-center-item-form" */ './SavedItemFormModal').then((module) => ({
    default: module.SavedItemFormModal,
  })),
);

interface Props {
  category: TagCategory;
  open: boolean;
  canSave: boolean;
  onClose: () => void;
  /** The drawer has finished closing. */
  afterClose: () => void;
  /**
   * The tag dialog, owned by the page: a draft kept when the session ended is offered where the operator lands,
   * and Restore opens this drawer with it.
   */
  editing: ModalEditor<SavedItemValues>;
}

/** The tags of one category (weight, disabled), added, edited and deleted here; the list keeps out of the URL. */
export function CategoryTagsDrawer({ category, open, canSave, onClose, afterClose, editing }: Props) {
  const intl = useIntl();
  const confirm = useConfirmedAction();
  const { open: openEditor } = editing;
  const edit = useCallback(
    (values: SavedItemValues) => openEditor({ ...values, category_name: category.name }),
    [openEditor, category.name],
  );
  const scope = useMemo(
    () => [...inScope(category.scope_id), { k: 'category_id', op: 'eq' as const, v: category.id }],
    [category.scope_id, category.id],
  );

  const columns = useMemo(
    () =>
      catalogueColumns<TagCenterTag>(
        tagFields,
        intl,
        {},
        actionsColumn<TagCenterTag>(intl, [
          {
            key: 'edit',
            labelKey: 'tagCenter.edit',
            allowed: canSave,
            run: (tag) => edit(savedItemValues(tag)),
          },
          {
            key: 'delete',
            labelKey: 'tagCenter.delete',
            allowed: canSave,
            danger: true,
            run: (tag) =>
              confirm({
                titleKey: 'tagCenter.deleteTitle',
                contentKey: 'tagCenter.deleteConfirm',
                okKey: 'tagCenter.delete',
                values: { name: tag.name },
                danger: true,
                action: tagList.actions.removeRequested({ requestId: newRequestId(), id: tag.id }),
              }),
          },
        ]),
      ),
    [intl, canSave, edit, confirm],
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(opened) => !opened && afterClose()}
      title={intl.formatMessage({ id: 'tagCenter.tag.drawerTitle' }, { name: category.name })}
      width="min(1080px, 100vw)"
      destroyOnHidden
    >
      <ListContainer<TagCenterTag>
        model={tagList}
        columns={columns}
        filterFields={tagFields.filterFields}
        rowKey="id"
        scope={scope}
        stateInUrl={false}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={intl.formatMessage({ id: 'tagCenter.tag.create' })}
                  onClick={() => edit({ ...NEW_SAVED_ITEM(category.scope_id), category_id: category.id })}
                />,
              ]
            : []
        }
      />
      {editing.editor && (
        <Suspense fallback={null}>
          <SavedItemFormModal
            list={tagList}
            kind="tag"
            createTitle="tagCenter.tag.createTitle"
            editTitle="tagCenter.tag.editTitle"
            weighted
            initial={editing.editor.initial}
            restored={editing.editor.restored}
            draftKey={editing.draftKey}
            onClose={editing.close}
          />
        </Suspense>
      )}
    </Drawer>
  );
}
