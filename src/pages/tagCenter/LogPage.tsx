import { useMemo } from 'react';
import { Typography } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from 'src-locales/messageIds';
import { logOfScope, tagCenterLogFields, tagCenterLogList } from 'src-models/tagCenter';
import type { TagCenterLogEntry, TagScope } from 'src-services/tagCenter';
import { catalogueColumns, ListContainer } from 'src/components/list';
import { TagCenterFrame } from './TagCenterFrame';

const VALUE_LABELS: Record<string, MessageId> = {
  name: 'tagCenter.value.name',
  remark: 'tagCenter.value.remark',
  weight: 'tagCenter.value.weight',
  disabled: 'tagCenter.value.disabled',
};

function shown(intl: IntlShape, value: unknown): string {
  if (typeof value === 'boolean')
    return intl.formatMessage({ id: value ? 'tagCenter.value.yes' : 'tagCenter.value.no' });
  return String(value ?? '');
}

/** A record's values, one `Field: value` line each; nothing for a record that did not exist. */
function Values({ values, intl }: { values: Record<string, unknown> | null; intl: IntlShape }) {
  if (!values) return null;
  return (
    <>
      {Object.entries(values).map(([key, value]) => (
        <div key={key}>
          <Typography.Text type="secondary">
            {VALUE_LABELS[key] ? intl.formatMessage({ id: VALUE_LABELS[key] }) : key}:
          </Typography.Text>{' '}
          {shown(intl, value)}
        </div>
      ))}
    </>
  );
}

function LogList({ scope }: { scope: TagScope }) {
  const intl = useIntl();
  const listScope = useMemo(() => logOfScope(scope.id), [scope.id]);
  const columns = useMemo(
    () =>
      catalogueColumns<TagCenterLogEntry>(tagCenterLogFields, intl, {
        before: { render: (_, entry) => <Values values={entry.before} intl={intl} /> },
        after: { render: (_, entry) => <Values values={entry.after} intl={intl} /> },
      }),
    [intl],
  );
  return (
    <ListContainer<TagCenterLogEntry>
      model={tagCenterLogList}
      columns={columns}
      filterFields={tagCenterLogFields.filterFields}
      rowKey="id"
      scope={listScope}
    />
  );
}

/**
 * Log (03-community-analytics §2.7): every change to the active scope and its categories, tags and sources, with
 * who, when and the values before and after.
 */
export default function LogPage() {
  return <TagCenterFrame>{(scope) => <LogList scope={scope} />}</TagCenterFrame>;
}
