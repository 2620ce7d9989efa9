import type { MessageId } from 'src-locales/messageIds';
import { useMemo } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { useChoiceAfterPaint } from 'src/components/afterPaint';
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
  // The picker closes on the range chosen at once; the page's charts or rows follow after that paint.
  const [shown, choose] = useChoiceAfterPaint(days, onChange);
  // The same values from render to render: new ones make the picker's panels recompute at each of its renders.
  const value = useMemo(
    (): [dayjs.Dayjs, dayjs.Dayjs] => [dayjs(shown.from), dayjs(shown.to)],
    [shown.from, shown.to],
  );
  const quickRanges = useMemo(
    () =>
      presets.map((preset) => ({
        label: intl.formatMessage({ id: `list.range.${preset}` }),
        // Computed when chosen: a page open over midnight offers the new day's ranges.
        value: (): [dayjs.Dayjs, dayjs.Dayjs] => {
          const range = presetRange(preset);
          return [dayjs(range.from), dayjs(range.to)];
        },
      })),
    [presets, intl],
  );
  return (
    <DatePicker.RangePicker
      aria-label={intl.formatMessage({ id: labelKey })}
      allowClear={false}
      value={value}
      presets={quickRanges}
      onChange={(values) => {
        if (values?.[0] && values[1])
          choose({ from: values[0].format('YYYY-MM-DD'), to: values[1].format('YYYY-MM-DD') });
      }}
    />
  );
}
