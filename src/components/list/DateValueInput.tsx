import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Props {
  label: string;
  withTime: boolean;
  /** Past days cannot be picked (reservation dates). */
  futureOnly?: boolean;
  value: string;
  onChange: (raw: string) => void;
}

/** A date (or date-time) condition's value; its own module so the date picker loads only when one is shown. */
export default function DateValueInput({ label, withTime, futureOnly = false, value, onChange }: Props) {
  const format = withTime ? TIME_FORMAT : DATE_FORMAT;
  return (
    <DatePicker
      aria-label={label}
      placeholder={label}
      showTime={withTime}
      format={format}
      disabledDate={futureOnly ? (date) => date.isBefore(dayjs(), 'day') : undefined}
      value={value ? dayjs(value, format) : null}
      onChange={(next) => onChange(next ? next.format(format) : '')}
      style={{ width: '100%' }}
    />
  );
}
