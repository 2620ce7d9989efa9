import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { FlagSwitch } from './FlagSwitch';
import { Labeled } from './Labeled';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import { useT } from 'src/components/useT';

const WITH_TIME = new Set(['date_time', 'date_time_range']);
const BIRTHDAY_PARTS = [
  ['require_year', 'formBuilder.birthday.requireYear'],
  ['require_month', 'formBuilder.birthday.requireMonth'],
  ['require_day', 'formBuilder.birthday.requireDay'],
] as const;

/**
 * birthday, date, date_time, date_range, date_time_range: the earliest and latest answer on date pickers, kept
 * as unix seconds (a day's limit is its first second for the earliest, its last for the latest); a birthday also
 * says which of its parts are required.
 */
export function DateLimitsPanel(props: PanelProps) {
  const t = useT();
  const { config, set, problemsOf } = useConfigEditor(props);
  const showTime = WITH_TIME.has(props.field.type);
  const limit = (name: 'min' | 'max') => (
    <Labeled key={name} label={t(`formBuilder.date.${name}`)} problems={problemsOf([name])}>
      {(id, describedBy) => (
        <DatePicker
          id={id}
          aria-describedby={describedBy}
          showTime={showTime}
          value={typeof config[name] === 'number' ? dayjs.unix(config[name] as number) : null}
          onChange={(value) => {
            if (!value) return set([name], undefined);
            const edge = showTime ? value : name === 'min' ? value.startOf('day') : value.endOf('day');
            set([name], edge.unix());
          }}
        />
      )}
    </Labeled>
  );
  return (
    <>
      {limit('min')}
      {limit('max')}
      {props.field.type === 'birthday'
        ? BIRTHDAY_PARTS.map(([name, labelId]) => (
            <FlagSwitch
              key={name}
              label={t(labelId)}
              checked={config[name] === true}
              onChange={(checked) => set([name], checked)}
            />
          ))
        : null}
    </>
  );
}
