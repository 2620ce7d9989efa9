import { Radio } from 'antd';
import { AvailableDaysEditor } from './AvailableDaysEditor';
import { Labeled } from './Labeled';
import { SlotListEditor, type Slot } from './SlotListEditor';
import { SpecialCasesEditor } from './SpecialCasesEditor';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import { WeekdaySlotsEditor } from './WeekdaySlotsEditor';
import { useT } from 'src/components/useT';

type Obj = Record<string, unknown>;
const objectOf = (value: unknown): Obj => (typeof value === 'object' && value !== null ? (value as Obj) : {});

/**
 * time_slot: the days it may be booked on (calendar dates or days from today), its slots (the same every day
 * or per weekday, keyed 0-6 from Sunday) and special days with slots of their own.
 */
export function TimeSlotPanel(props: PanelProps) {
  const t = useT();
  const editor = useConfigEditor(props);
  const { config, set, problemsOf } = editor;
  const slot = objectOf(config.slot);
  const slotType = slot.type === 'weekday' ? 'weekday' : 'day';
  return (
    <>
      <AvailableDaysEditor {...editor} />
      <Labeled group label={t('formBuilder.slot.slotType')} problems={problemsOf(['slot', 'type'])}>
        {() => (
          <Radio.Group
            value={slotType}
            options={[
              { value: 'day', label: t('formBuilder.slot.everyDay') },
              { value: 'weekday', label: t('formBuilder.slot.byWeekday') },
            ]}
            onChange={(event) => set(['slot', 'type'], event.target.value)}
          />
        )}
      </Labeled>
      {slotType === 'day' ? (
        <SlotListEditor
          legend={t('formBuilder.slot.daySlots')}
          slots={Array.isArray(slot.day) ? (slot.day as Slot[]) : []}
          path={['config', 'slot', 'day']}
          problems={props.problems}
          onChange={(slots) => set(['slot', 'day'], slots)}
        />
      ) : (
        <WeekdaySlotsEditor
          weekdays={objectOf(slot.weekday)}
          problems={props.problems}
          onChange={(weekday, slots) => set(['slot', 'weekday', String(weekday)], slots)}
        />
      )}
      <SpecialCasesEditor
        cases={Array.isArray(config.special_cases) ? config.special_cases : []}
        problems={props.problems}
        onChange={(cases) => set(['special_cases'], cases)}
      />
    </>
  );
}
