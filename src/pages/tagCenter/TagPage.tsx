import { Suspense, useMemo, useState } from 'react';
import { PRIVILEGES } from 'config/privileges';
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
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList } from 'src/components/list';
import { TagCenterFrame } from './TagCenterFrame';

const SavedItemFormModal = lazyNamed(
  () => import(/* webpackChunkName: "tag-center-item-form" */ './SavedItemFormModal'),
  'SavedItemFormModal',
);
const CategoryTagsDrawer = lazyNamed(
  () => import(/* webpackChunkName: "tag-center-tags" */ './CategoryTagsDrawer'),
  'CategoryTagsDrawer',
);

const ROUTE = '/tag-center/tag';

/** The active scope's categories: search, add, edit, delete, and each category's tags in a drawer. */
function CategoryList({ scope }: { scope: TagScope }) {
  const editing = useModalEditor<SavedItemValues>(ROUTE, 'tagCategory');
  const [drawer, setDrawer] = useState<{ category: TagCategory; open: boolean } | null>(null);
  // The tag form lives on the page, so a kept tag draft is offered here; Restore reopens its category's drawer.
  const tagEditing = useModalEditor<SavedItemValues>(ROUTE, 'tag', {
    part: 'tags',
    onRestore: (tag) =>
      setDrawer({
        category: { id: tag.category_id ?? '', scope_id: tag.scope_id, name: tag.category_name ?? '' },
        open: true,
      }),
  });
  const listScope = useMemo(() => inScope(scope.id), [scope.id]);

  return (
    <>
      {tagEditing.notice}
      <CrudList
        model={tagCategoryList}
        fields={tagCategoryFields}
        rowKey="id"
        scope={listScope}
        rowActions={[
          {
            key: 'tags',
            labelKey: 'tagCenter.category.tags',
            allowed: true,
            run: (category) => setDrawer({ category, open: true }),
          },
        ]}
        edit={{
          editing,
          requirement: [PRIVILEGES.tagCenterSave],
          toValues: savedItemValues,
          create: { labelKey: 'tagCenter.category.create', values: () => NEW_SAVED_ITEM(scope.id) },
        }}
        remove={{
          requirement: [PRIVILEGES.tagCenterSave],
          titleKey: 'tagCenter.deleteTitle',
          contentKey: 'tagCenter.deleteConfirm',
        }}
        form={SavedItemFormModal}
        formProps={{
          list: tagCategoryList,
          kind: 'tagCategory',
          createTitle: 'tagCenter.category.createTitle',
          editTitle: 'tagCenter.category.editTitle',
          weighted: true,
        }}
      />
      {drawer && (
        <Suspense fallback={null}>
          <CategoryTagsDrawer
            category={drawer.category}
            open={drawer.open}
            editing={tagEditing}
            onClose={() => setDrawer({ ...drawer, open: false })}
            afterClose={() => {
              tagEditing.close();
              setDrawer((current) => (current?.open ? current : null));
            }}
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
