import { lazy, Suspense } from 'react';
import { Button, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import {
  emptyCondition,
  filterLabel,
  operatorsFor,
  optionsFor,
  type Condition,
  type FilterField,
} from 'src-models/list';
import type { MessageId } from 'src-locales/messageIds';

const DateValueInput = lazy(() => import(/* webpackChunkName: "date-value-input" */ './DateValueInput'));

interface Props {
  condition: Condition;
  fields: readonly FilterField[];
  /** Shown under the row when the operator ran the filter with this row incomplete. */
  incomplete: boolean;
  onChange: (next: Condition) => void;
  onRemove: () => void;
}

function ValueInput({
  field,
  value,
  onChange,
}: {
  field: FilterField;
  value: string;
  onChange: (raw: string) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'list.filter.value' });
  const options = optionsFor(field);
  if (options) {
    return (
      <Select
        aria-label={label}
        placeholder={label}
        value={value || undefined}
        onChange={(next: string) => onChange(next)}
        options={options.map((option) => ({
          value: option.value,
          label: option.literal ? option.label : intl.formatMessage({ id: option.label as MessageId }),
        }))}
        showSearch={field.type === 'scene'}
        optionFilterProp="label"
        style={{ width: '100%' }}
      />
    );
  }
  if (field.type === 'date' || field.type === 'time') {
    return (
      <Suspense fallback={<Input aria-label={label} placeholder={label} disabled />}>
        <DateValueInput
          label={label}
          withTime={field.type === 'time'}
          futureOnly={field.futureOnly === true}
          value={value}
          onChange={onChange}
        />
      </Suspense>
    );
  }
  return (
    <Input
      aria-label={label}
      placeholder={label}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One condition: field, operator, value (03-community-analytics §3), stacked to fit the 250 px panel. */
export function ConditionRow({ condition, fields, incomplete, onChange, onRemove }: Props) {
  const intl = useIntl();
  const field = fields.find((candidate) => candidate.key === condition.k) ?? fields[0];
  return (
    <div
      className="list-condition"
      role="group"
      aria-label={filterLabel(field, (id) => intl.formatMessage({ id }))}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label={intl.formatMessage({ id: 'list.filter.field' })}
          value={field.key}
          onChange={(key: string) => {
            const next = fields.find((candidate) => candidate.key === key);
            if (next) onChange(emptyCondition(next));
          }}
          options={fields.map((candidate) => ({
            value: candidate.key,
            label: filterLabel(candidate, (id) => intl.formatMessage({ id })),
          }))}
          showSearch
          optionFilterProp="label"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          aria-label={intl.formatMessage({ id: 'list.filter.remove' })}
          icon={<DeleteOutlined />}
          onClick={onRemove}
        />
      </Space.Compact>
      <Select
        aria-label={intl.formatMessage({ id: 'list.filter.operator' })}
        value={condition.uiK}
        onChange={(uiK: string) => onChange({ ...condition, uiK })}
        options={operatorsFor(field.type).map((uiK) => ({
          value: uiK,
          label: intl.formatMessage({ id: `list.op.${uiK}` as MessageId }),
        }))}
        style={{ width: '100%', marginTop: 4 }}
      />
      <div style={{ marginTop: 4 }}>
        <ValueInput field={field} value={condition.raw} onChange={(raw) => onChange({ ...condition, raw })} />
      </div>
      {incomplete && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {intl.formatMessage({ id: 'list.filter.incomplete' })}
        </Typography.Text>
      )}
    </div>
  );
}
