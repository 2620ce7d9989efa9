import { useMemo } from 'react';
import { PRIVILEGES } from 'config/privileges';
import { inScope, tagSourceFields, tagSourceList, type SavedItemValues } from 'src-models/tagCenter';
import type { TagScope, TagSource } from 'src-services/tagCenter';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList } from 'src/components/list';
import { TagCenterFrame } from './TagCenterFrame';

const SavedItemFormModal = lazyNamed(
  () => import(/* webpackChunkName: "tag-center-item-form" */ './SavedItemFormModal'),
  'SavedItemFormModal',
);

const sourceValues = (source: TagSource): SavedItemValues => ({
  id: source.id,
  scope_id: source.scope_id,
  name: source.name,
  remark: source.remark ?? '',
});

/** The active scope's sources: name and remark (03-community-analytics §2.7). */
function SourceList({ scope }: { scope: TagScope }) {
  const editing = useModalEditor<SavedItemValues>('/tag-center/source', 'tagSource');
  const listScope = useMemo(() => inScope(scope.id), [scope.id]);

  return (
    <CrudList
      model={tagSourceList}
      fields={tagSourceFields}
      rowKey="id"
      scope={listScope}
      edit={{
        editing,
        requirement: [PRIVILEGES.tagCenterSave],
        toValues: sourceValues,
        create: {
          labelKey: 'tagCenter.source.create',
          values: () => ({ scope_id: scope.id, name: '', remark: '' }),
        },
      }}
      remove={{
        requirement: [PRIVILEGES.tagCenterSave],
        titleKey: 'tagCenter.deleteTitle',
        contentKey: 'tagCenter.deleteConfirm',
      }}
      form={SavedItemFormModal}
      formProps={{
        list: tagSourceList,
        kind: 'tagSource',
        createTitle: 'tagCenter.source.createTitle',
        editTitle: 'tagCenter.source.editTitle',
        weighted: false,
      }}
    />
  );
}

/** Source (03-community-analytics §2.7). */
export default function SourcePage() {
  return <TagCenterFrame>{(scope) => <SourceList scope={scope} />}</TagCenterFrame>;
}
