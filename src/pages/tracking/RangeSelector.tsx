import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { RANGE_PRESETS, presetRange, type DayRange } from './dateRanges';

interface RangeSelectorProps {
  days: DayRange;
  onChange: (days: DayRange) => void;
}

/**
 * The range picker with the presets of 03-community-analytics §2.5. Days are calendar days in UTC+8: the
 * presets are computed there, and the picker shows them as plain dates whatever the browser's zone.
 */
export function RangeSelector({ days, onChange }: RangeSelectorProps) {
  const intl = useIntl();
  const presets = RANGE_PRESETS.map((preset) => {
    const range = presetRange(preset);
    return {
      label: intl.formatMessage({ id: `tracking.range.${preset}` }),
      value: [dayjs(range.from), dayjs(range.to)] as [dayjs.Dayjs, dayjs.Dayjs],
    };
  });
  return (
    <DatePicker.RangePicker
      aria-label={intl.formatMessage({ id: 'tracking.range' })}
      allowClear={false}
      value={[dayjs(days.from), dayjs(days.to)]}
      presets={presets}
      onChange={(values) => {
        if (values?.[0] && values[1])
          onChange({ from: values[0].format('YYYY-MM-DD'), to: values[1].format('YYYY-MM-DD') });
      }}
    />
  );
}
