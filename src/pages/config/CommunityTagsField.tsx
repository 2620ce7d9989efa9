import { useState } from 'react';
import { Form, Space } from 'antd';
import { useIntl } from 'react-intl';
import { CONFIG_CHECKS } from 'config/globalConfig';
import type { TagCenterScope } from 'src-services/lookups';
import { ScopeSelect, TagCenterTagSelect, useLookup } from 'src/components/selectors';
import { configRule } from './configRule';

/**
 * 01-platform §2 card 5: the community tags (feed_tag.ids) come from the tag center; the scope chooser only
 * says which scope's tags are listed (the first scope by default). At most 5 tags.
 */
export function CommunityTagsField() {
  const intl = useIntl();
  const { entry: scopes } = useLookup({ kind: 'scopes' });
  const [chosenScope, setChosenScope] = useState<string | undefined>();
  const scopeId = chosenScope ?? (scopes.items as TagCenterScope[])[0]?.id;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {/* Not a form field (no name): the label points at the select by an id of its own. */}
      <Form.Item
        label={intl.formatMessage({ id: 'config.tags.scope' })}
        htmlFor="feed_tag_scope"
        style={{ marginBottom: 8 }}
      >
        <ScopeSelect
          id="feed_tag_scope"
          value={scopeId}
          allowClear={false}
          onChange={(value) => setChosenScope(value as string)}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Form.Item
        name={['feed_tag', 'ids']}
        label={intl.formatMessage({ id: 'config.tags.ids' })}
        rules={[configRule(intl, CONFIG_CHECKS.feedTags)]}
      >
        <TagCenterTagSelect scopeId={scopeId} mode="multiple" />
      </Form.Item>
    </Space>
  );
}
