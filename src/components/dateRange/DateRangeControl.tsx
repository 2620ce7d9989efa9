import type { MessageId } from 'src-locales/messageIds';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { QUICK_RANGES, presetRange, type DayRange, type RangePreset } from './quickRanges';

interface DateRangeControlProps {
  days: DayRange;
  onChange: (days: DayRange) => void;
  /** The quick ranges offered; all of 03 §9 unless a page has its own list (the tracking dashboard). */
  presets?: readonly RangePreset[];
  /** The accessible name; "Date range" unless told. */
  labelKey?: MessageId;
}

/**
 * The one date-range control: a range picker with quick ranges. Days are calendar days in UTC+8: the quick
 * ranges are computed there, and the picker shows them as plain dates whatever the browser's zone.
 */
export function DateRangeControl({
  days,
  onChange,
  presets = QUICK_RANGES,
  labelKey = 'list.range',
}: DateRangeControlProps) {
  const intl = useIntl();
  return (
    <DatePicker.RangePicker
      aria-label={intl.formatMessage({ id: labelKey })}
      allowClear={false}
      value={[dayjs(days.from), dayjs(days.to)]}
      presets={presets.map((preset) => {
        const range = presetRange(preset);
        return {
          label: intl.formatMessage({ id: `list.range.${preset}` }),
          value: [dayjs(range.from), dayjs(range.to)] as [dayjs.Dayjs, dayjs.Dayjs],
        };
      })}
      onChange={(values) => {
        if (values?.[0] && values[1])
          onChange({ from: values[0].format('YYYY-MM-DD'), to: values[1].format('YYYY-MM-DD') });
      }}
    />
  );
}
