import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { businessToday } from 'src-models/common';

const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Props {
  label: string;
  withTime: boolean;
  /** Days before the business day (UTC+8) cannot be picked (reservation dates). */
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
      // Days as the conditions read them: UTC+8 days, whatever the browser's zone.
      disabledDate={futureOnly ? (date) => date.format(DATE_FORMAT) < businessToday() : undefined}
      value={value ? dayjs(value, format) : null}
      onChange={(next) => onChange(next ? next.format(format) : '')}
      style={{ width: '100%' }}
    />
  );
}
