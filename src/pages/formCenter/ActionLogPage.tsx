import { useMemo } from 'react';
import { Typography } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { actionLogFields, actionLogList } from 'src-models/formCenter';
import type { FormActionLog, FormChanges } from 'src-services/formCenter';
import { catalogueColumns, ListContainer } from 'src/components/list';
import type { MessageId } from 'src-locales/messageIds';

const PROP_WORDS: Record<string, MessageId> = {
  name: 'formCenter.field.name',
  remark: 'formCenter.field.remark',
  fields: 'formCenter.form.fields',
};

/** What a create or update changed, a line per kind: props by their labels, fields by their keys. */
function changeLines(changes: FormChanges, intl: IntlShape): string[] {
  const list = (items: string[]) => items.join(', ');
  const lines = [
    changes.props.length > 0 && {
      id: 'formCenter.log.changes.props',
      list: list(
        changes.props.map((prop) => (PROP_WORDS[prop] ? intl.formatMessage({ id: PROP_WORDS[prop] }) : prop)),
      ),
    },
    changes.fields_added.length > 0 && {
      id: 'formCenter.log.changes.added',
      list: list(changes.fields_added),
    },
    changes.fields_removed.length > 0 && {
      id: 'formCenter.log.changes.removed',
      list: list(changes.fields_removed),
    },
    changes.fields_changed.length > 0 && {
      id: 'formCenter.log.changes.changed',
      list: list(changes.fields_changed),
    },
  ].filter((line): line is { id: MessageId; list: string } => Boolean(line));
  if (lines.length === 0) return [intl.formatMessage({ id: 'formCenter.log.changes.none' })];
  return lines.map((line) => intl.formatMessage({ id: line.id }, { list: line.list }));
}

/** The form center's action log (issue 15): who created or updated which form, when, and what changed. */
export default function ActionLogPage() {
  const intl = useIntl();
  const columns = useMemo(
    () =>
      catalogueColumns<FormActionLog>(actionLogFields, intl, {}, [
        {
          key: 'changes',
          titleKey: 'formCenter.log.changes',
          render: (_, entry) => (
            <Typography.Paragraph style={{ margin: 0 }}>
              {changeLines(entry.changes, intl).map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </Typography.Paragraph>
          ),
        },
      ]),
    [intl],
  );
  return (
    <ListContainer<FormActionLog>
      model={actionLogList}
      columns={columns}
      filterFields={actionLogFields.filterFields}
      rowKey="id"
    />
  );
}
