import { Button, Space, Switch, TimePicker } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldProblem } from 'config/formCenter/rules';
import { problemsAt } from './useConfigEditor';
import { ProblemText } from '../ProblemText';
import { useT } from 'src/components/useT';

export interface Slot {
  start_hour: number;
  start_minute: number;
  end_hour: number;
  end_minute: number;
  enable?: boolean;
}

interface Props {
  legend: string;
  slots: readonly Slot[];
  /** The path of this list in the field entry, for its problems (`config.slot.weekday.1`). */
  path: readonly (string | number)[];
  problems: readonly FieldProblem[];
  onChange: (slots: Slot[]) => void;
}

const NEW_SLOT: Slot = { start_hour: 9, start_minute: 0, end_hour: 10, end_minute: 0, enable: true };
const timeOf = (hour: number, minute: number) => dayjs().hour(hour).minute(minute).second(0);

/** A day's slots: each from a start to an end time, open or closed; a new one follows the last by an hour. */
export function SlotListEditor({ legend, slots, path, problems, onChange }: Props) {
  const t = useT();
  const replace = (index: number, slot: Slot) =>
    onChange(slots.map((each, at) => (at === index ? slot : each)));
  const add = () => {
    const last = slots[slots.length - 1];
    const next =
      last && last.end_hour < 23
        ? {
            ...NEW_SLOT,
            start_hour: last.end_hour,
            start_minute: last.end_minute,
            end_hour: last.end_hour + 1,
          }
        : NEW_SLOT;
    onChange([...slots, { ...next, end_minute: next.start_minute }]);
  };
  const time = (index: number, which: 'start' | 'end', value: Dayjs | null) =>
    value &&
    replace(index, { ...slots[index], [`${which}_hour`]: value.hour(), [`${which}_minute`]: value.minute() });
  return (
    <fieldset className="form-builder-group">
      <legend>{legend}</legend>
      {slots.length === 0 ? <div>{t('formBuilder.slot.none')}</div> : null}
      {slots.map((slot, index) => (
        <div key={index} style={{ marginBottom: 8 }}>
          <Space wrap>
            <TimePicker
              aria-label={t('formBuilder.slot.start', { number: index + 1 })}
              format="HH:mm"
              allowClear={false}
              value={timeOf(slot.start_hour, slot.start_minute)}
              onChange={(value) => time(index, 'start', value)}
            />
            <TimePicker
              aria-label={t('formBuilder.slot.finish', { number: index + 1 })}
              format="HH:mm"
              allowClear={false}
              value={timeOf(slot.end_hour, slot.end_minute)}
              onChange={(value) => time(index, 'end', value)}
            />
            <Switch
              size="small"
              aria-label={t('formBuilder.slot.enable', { number: index + 1 })}
              checked={slot.enable !== false}
              onChange={(enable) => replace(index, { ...slot, enable })}
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('formBuilder.slot.remove', { number: index + 1 })}
              onClick={() => onChange(slots.filter((_, at) => at !== index))}
            />
          </Space>
          <ProblemText problems={problemsAt(problems, [...path, index])} />
        </div>
      ))}
      <Button icon={<PlusOutlined />} onClick={add}>
        {t('formBuilder.slot.add')}
      </Button>
    </fieldset>
  );
}
