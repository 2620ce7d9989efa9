import { useMemo } from 'react';
import { Drawer } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  inScope,
  NEW_SAVED_ITEM,
  savedItemValues,
  tagFields,
  tagList,
  type SavedItemValues,
} from 'src-models/tagCenter';
import type { TagCategory } from 'src-services/tagCenter';
import { OpenEditor, type ModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList } from 'src/components/list';

const SavedItemFormModal = lazyNamed(
  () => import(/* webpackChunkName: "tag-center-item-form" */ './SavedItemFormModal'),
  'SavedItemFormModal',
);

interface Props {
  category: TagCategory;
  open: boolean;
  onClose: () => void;
  /** The drawer has finished closing. */
  afterClose: () => void;
  /**
   * The tag dialog, owned by the page: a draft kept when the session ended is offered where the operator lands,
   * and Restore opens this drawer with it. The dialog is drawn here, so it stands over the drawer.
   */
  editing: ModalEditor<SavedItemValues>;
}

/** The tags of one category (weight, disabled), added, edited and deleted here; the list keeps out of the URL. */
export function CategoryTagsDrawer({ category, open, onClose, afterClose, editing }: Props) {
  const intl = useIntl();
  const scope = useMemo(
    () => [...inScope(category.scope_id), { k: 'category_id', op: 'eq' as const, v: category.id }],
    [category.scope_id, category.id],
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
      <CrudList
        model={tagList}
        fields={tagFields}
        rowKey="id"
        scope={scope}
        stateInUrl={false}
        edit={{
          editing,
          requirement: [PRIVILEGES.tagCenterSave],
          // A tag's values carry its category's name: a kept draft reopens this drawer.
          toValues: (tag) => ({ ...savedItemValues(tag), category_name: category.name }),
          create: {
            labelKey: 'tagCenter.tag.create',
            values: () => ({
              ...NEW_SAVED_ITEM(category.scope_id),
              category_id: category.id,
              category_name: category.name,
            }),
          },
        }}
        remove={{
          requirement: [PRIVILEGES.tagCenterSave],
          titleKey: 'tagCenter.deleteTitle',
          contentKey: 'tagCenter.deleteConfirm',
        }}
      />
      <OpenEditor
        editing={editing}
        form={SavedItemFormModal}
        formProps={{
          list: tagList,
          kind: 'tag',
          createTitle: 'tagCenter.tag.createTitle',
          editTitle: 'tagCenter.tag.editTitle',
          weighted: true,
        }}
      />
    </Drawer>
  );
}
