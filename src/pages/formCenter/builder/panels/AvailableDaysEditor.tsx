import { DatePicker, InputNumber, Radio } from 'antd';
import dayjs from 'dayjs';
import { Labeled } from './Labeled';
import type { useConfigEditor } from './useConfigEditor';
import { useT } from 'src/components/useT';

type Editor = ReturnType<typeof useConfigEditor>;
type Obj = Record<string, unknown>;
const objectOf = (value: unknown): Obj => (typeof value === 'object' && value !== null ? (value as Obj) : {});
const DAY_FORMAT = 'YYYY-MM-DD';

/** The days a time slot may be booked on: calendar days `YYYY-MM-DD`, or days from today (0 is today). */
export function AvailableDaysEditor({ config, set, problemsOf }: Editor) {
  const t = useT();
  const kind = config.available_time_type === 'calendar_date' ? 'calendar_date' : 'dynamic_date';
  const calendar = objectOf(config.calendar_date);
  const dynamic = objectOf(config.dynamic_date);
  return (
    <>
      <Labeled
        group
        label={t('formBuilder.slot.availableType')}
        problems={problemsOf(['available_time_type'])}
      >
        {() => (
          <Radio.Group
            value={kind}
            options={[
              { value: 'calendar_date', label: t('formBuilder.slot.calendar') },
              { value: 'dynamic_date', label: t('formBuilder.slot.dynamic') },
            ]}
            onChange={(event) => set(['available_time_type'], event.target.value)}
          />
        )}
      </Labeled>
      {kind === 'calendar_date'
        ? (['begin', 'end'] as const).map((name) => (
            <Labeled
              key={name}
              label={t(`formBuilder.slot.${name}`)}
              problems={problemsOf(['calendar_date', name])}
            >
              {(id, describedBy) => (
                <DatePicker
                  id={id}
                  aria-describedby={describedBy}
                  value={typeof calendar[name] === 'string' ? dayjs(calendar[name] as string) : null}
                  onChange={(value) =>
                    set(['calendar_date', name], value ? value.format(DAY_FORMAT) : undefined)
                  }
                />
              )}
            </Labeled>
          ))
        : (['from', 'to'] as const).map((name) => (
            <Labeled
              key={name}
              label={t(`formBuilder.slot.${name}`)}
              problems={problemsOf(['dynamic_date', name])}
            >
              {(id, describedBy) => (
                <InputNumber
                  id={id}
                  aria-describedby={describedBy}
                  min={0}
                  precision={0}
                  value={typeof dynamic[name] === 'number' ? (dynamic[name] as number) : null}
                  onChange={(value) => set(['dynamic_date', name], value ?? undefined)}
                />
              )}
            </Labeled>
          ))}
    </>
  );
}
