import { Button, DatePicker, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { SCENES, sceneName } from '../scenes';
import { FILTER_FIELDS, OPERATORS, fieldOf, newCondition, type Condition } from './conditions';

interface ConditionRowProps {
  condition: Condition;
  index: number;
  onChange: (next: Condition) => void;
  onRemove: () => void;
}

/** One condition: field, operator and a value input that fits the field. */
export function ConditionRow({ condition, index, onChange, onRemove }: ConditionRowProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { kind } = fieldOf(condition.field);
  const label = (name: string) => `${t('tracking.filter.condition')} ${index + 1} ${name}`;
  const set = (value: Condition['value']) => onChange({ ...condition, value });

  const valueInput = (() => {
    switch (kind) {
      case 'number':
        return (
          <InputNumber
            aria-label={label(t('tracking.filter.value'))}
            value={condition.value as number | null}
            onChange={set}
          />
        );
      case 'boolean':
        return (
          <Select
            aria-label={label(t('tracking.filter.value'))}
            style={{ width: 120 }}
            value={condition.value as boolean | null}
            onChange={set}
            options={[
              { value: true, label: t('tracking.yes') },
              { value: false, label: t('tracking.no') },
            ]}
          />
        );
      case 'gender':
        return (
          <Select
            aria-label={label(t('tracking.filter.value'))}
            style={{ width: 120 }}
            value={condition.value as number | null}
            onChange={set}
            options={[1, 2, 0].map((code) => ({ value: code, label: t(`tracking.gender.${code}`) }))}
          />
        );
      case 'scene':
        return (
          <Select
            aria-label={label(t('tracking.filter.value'))}
            style={{ width: 280 }}
            showSearch
            optionFilterProp="label"
            value={condition.value as number | null}
            onChange={set}
            options={SCENES.map((scene) => ({
              value: scene.code,
              label: `${scene.code} ${sceneName(scene.code, intl.locale)}`,
            }))}
          />
        );
      case 'date':
        return (
          <DatePicker
            aria-label={label(t('tracking.filter.value'))}
            value={condition.value ? dayjs(String(condition.value)) : null}
            onChange={(day) => set(day ? day.format('YYYY-MM-DD') : null)}
          />
        );
      default:
        return (
          <Input
            aria-label={label(t('tracking.filter.value'))}
            style={{ width: 220 }}
            value={(condition.value as string | null) ?? ''}
            onChange={(event) => set(event.target.value)}
          />
        );
    }
  })();

  return (
    <Space wrap>
      <Select
        aria-label={label(t('tracking.filter.field'))}
        style={{ width: 220 }}
        value={condition.field}
        onChange={(field) => onChange(newCondition(field))}
        options={FILTER_FIELDS.map((field) => ({
          value: field.key,
          label: t(`tracking.field.${field.key}`),
        }))}
      />
      <Select
        aria-label={label(t('tracking.filter.operator'))}
        style={{ width: 140 }}
        value={condition.operator}
        onChange={(operator) => onChange({ ...condition, operator })}
        options={OPERATORS[kind].map((operator) => ({
          value: operator,
          label: t(`tracking.op.${operator}`),
        }))}
      />
      {valueInput}
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={label(t('tracking.filter.remove'))}
        onClick={onRemove}
      />
    </Space>
  );
}
