import { Radio } from 'antd';
import { useState } from 'react';
import type { FieldProblem } from 'config/formCenter/rules';
import { Labeled } from './Labeled';
import { SlotListEditor, type Slot } from './SlotListEditor';
import { useT } from 'src/components/useT';

/** Sunday is 0 ... Saturday 6 (01-platform §3); the week is shown from Monday, as the operators read it. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

interface Props {
  weekdays: Record<string, unknown>;
  problems: readonly FieldProblem[];
  onChange: (weekday: number, slots: Slot[]) => void;
}

/** Slots per weekday: choose the day, then edit its slots. */
export function WeekdaySlotsEditor({ weekdays, problems, onChange }: Props) {
  const t = useT();
  const [weekday, setWeekday] = useState<number>(1);
  const slots = weekdays[String(weekday)];
  return (
    <>
      <Labeled group label={t('formBuilder.slot.weekday')}>
        {() => (
          <Radio.Group
            optionType="button"
            size="small"
            value={weekday}
            options={WEEK.map((day) => ({ value: day, label: t(`formBuilder.slot.weekday.${day}`) }))}
            onChange={(event) => setWeekday(event.target.value as number)}
          />
        )}
      </Labeled>
      <SlotListEditor
        legend={t('formBuilder.slot.weekdaySlots', {
          weekday: t(`formBuilder.slot.weekday.${weekday as 0}`),
        })}
        slots={Array.isArray(slots) ? (slots as Slot[]) : []}
        path={['config', 'slot', 'weekday', String(weekday)]}
        problems={problems}
        onChange={(next) => onChange(weekday, next)}
      />
    </>
  );
}
