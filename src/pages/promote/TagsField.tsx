import { useState } from 'react';
import { Form, Space } from 'antd';
import type { TagCenterScope } from 'src-services/lookups';
import { ScopeSelect, TagCenterTagSelect, useLookup } from 'src/components/selectors';
import { useT } from 'src/components/useT';

/**
 * The promote config's tags (tag_ids, required): tags of the tag center, as the community tags of the global
 * config are (posts carry tag-center tags; docs/areas/promote.md). The scope chooser only says which scope's tags are
 * listed, the first scope (Community) by default.
 */
export function TagsField({ disabled }: { disabled: boolean }) {
  const t = useT();
  const { entry: scopes } = useLookup({ kind: 'scopes' });
  const [chosenScope, setChosenScope] = useState<string | undefined>();
  const scopeId = chosenScope ?? (scopes.items as TagCenterScope[])[0]?.id;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {/* Not a form field (no name): the label points at the select by an id of its own. */}
      <Form.Item label={t('promote.config.scope')} htmlFor="promote_tag_scope" style={{ marginBottom: 8 }}>
        <ScopeSelect
          id="promote_tag_scope"
          value={scopeId}
          allowClear={false}
          disabled={disabled}
          onChange={(value) => setChosenScope(value as string)}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Form.Item
        name="tag_ids"
        label={t('promote.config.tags')}
        rules={[{ required: true, type: 'array', min: 1, message: t('promote.config.tagsRequired') }]}
      >
        <TagCenterTagSelect scopeId={scopeId} mode="multiple" disabled={disabled} style={{ maxWidth: 720 }} />
      </Form.Item>
    </Space>
  );
}
