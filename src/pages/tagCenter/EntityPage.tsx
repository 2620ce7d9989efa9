import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { entitiesOfScope, tagEntityFields, tagEntityList } from 'src-models/tagCenter';
import type { TaggedEntity } from 'src-services/memberTags';
import type { TagScope } from 'src-services/tagCenter';
import { catalogueColumns, ListContainer } from 'src/components/list';
import { TagCenterFrame } from './TagCenterFrame';

function EntityList({ scope }: { scope: TagScope }) {
  const intl = useIntl();
  const listScope = useMemo(() => entitiesOfScope(scope.id), [scope.id]);
  const columns = useMemo(
    () =>
      catalogueColumns<TaggedEntity>(tagEntityFields, intl, {
        // Only the tags of the active scope: an entity may carry other scopes' tags too.
        'tags.tag_name': {
          render: (_, entity) => (
            <Space size={[0, 4]} wrap>
              {entity.tags
                .filter((tag) => tag.scope_id === scope.id)
                .map((tag) => (
                  <Tag key={tag.tag_id ?? tag.tag_name}>{tag.tag_name}</Tag>
                ))}
            </Space>
          ),
        },
      }),
    [intl, scope.id],
  );
  return (
    <ListContainer<TaggedEntity>
      model={tagEntityList}
      columns={columns}
      filterFields={tagEntityFields.filterFields}
      rowKey="entity_id"
      scope={listScope}
    />
  );
}

/** Entity (03-community-analytics §2.7): the entities tagged in the active scope, each with that scope's tags. */
export default function EntityPage() {
  return <TagCenterFrame>{(scope) => <EntityList scope={scope} />}</TagCenterFrame>;
}
