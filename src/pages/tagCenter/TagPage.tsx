import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import {
  inScope,
  NEW_SAVED_ITEM,
  savedItemValues,
  tagCategoryFields,
  tagCategoryList,
  type SavedItemValues,
} from 'src-models/tagCenter';
import type { TagCategory, TagScope } from 'src-services/tagCenter';
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
const CategoryTagsDrawer = lazy(() =>
  import(/* webpackChunkName: "tag-center-tags" */ './CategoryTagsDrawer').then((module) => ({
    default: module.CategoryTagsDrawer,
  })),
);

const ROUTE = '/tag-center/tag';

/** The active scope's categories: search, add, edit, delete, and each category's tags in a drawer. */
function CategoryList({ scope }: { scope: TagScope }) {
  const intl = useIntl();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.tagCenterSave]));
  const editing = useModalEditor<SavedItemValues>(ROUTE, 'tagCategory');
  const [drawer, setDrawer] = useState<{ category: TagCategory; open: boolean } | null>(null);
  const tagEditing = useModalEditor<SavedItemValues>(ROUTE, 'tag', {
    part: 'tags',
    onRestore: (tag) =>
      setDrawer({
        category: { id: tag.category_id ?? '', scope_id: tag.scope_id, name: tag.category_name ?? '' },
        open: true,
      }),
  });
  const confirm = useConfirmedAction();
  const { open } = editing;
  const listScope = useMemo(() => inScope(scope.id), [scope.id]);

  const columns = useMemo(
    () =>
      catalogueColumns<TagCategory>(
        tagCategoryFields,
        intl,
        {},
        actionsColumn<TagCategory>(intl, [
          {
            key: 'tags',
            labelKey: 'tagCenter.category.tags',
            allowed: true,
            run: (category) => setDrawer({ category, open: true }),
          },
          {
            key: 'edit',
            labelKey: 'tagCenter.edit',
            allowed: canSave,
            run: (category) => open(savedItemValues(category)),
          },
          {
            key: 'delete',
            labelKey: 'tagCenter.delete',
            allowed: canSave,
            danger: true,
            run: (category) =>
              confirm({
                titleKey: 'tagCenter.deleteTitle',
                contentKey: 'tagCenter.deleteConfirm',
                okKey: 'tagCenter.delete',
                values: { name: category.name },
                danger: true,
                action: tagCategoryList.actions.removeRequested({
                  requestId: newRequestId(),
                  id: category.id,
                }),
              }),
          },
        ]),
      ),
    [intl, canSave, open, confirm],
  );

  return (
    <>
      {editing.notice}
      {tagEditing.notice}
      <ListContainer<TagCategory>
        model={tagCategoryList}
        columns={columns}
        filterFields={tagCategoryFields.filterFields}
        rowKey="id"
        scope={listScope}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={intl.formatMessage({ id: 'tagCenter.category.create' })}
                  onClick={() => open(NEW_SAVED_ITEM(scope.id))}
                />,
              ]
            : []
        }
      />
      {drawer && (
        <Suspense fallback={null}>
          <CategoryTagsDrawer
            category={drawer.category}
            open={drawer.open}
            canSave={canSave}
            editing={tagEditing}
            onClose={() => setDrawer({ ...drawer, open: false })}
            afterClose={() => {
              tagEditing.close();
              setDrawer((current) => (current?.open ? current : null));
            }}
          />
        </Suspense>
      )}
      {editing.editor && (
        <Suspense fallback={null}>
          <SavedItemFormModal
            list={tagCategoryList}
            kind="tagCategory"
            createTitle="tagCenter.category.createTitle"
            editTitle="tagCenter.category.editTitle"
            weighted
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

/** Tag (03-community-analytics §2.7): the categories and tags of the active scope. */
export default function TagPage() {
  return <TagCenterFrame>{(scope) => <CategoryList scope={scope} />}</TagCenterFrame>;
}
