/**
 * Date ranges and their quick ranges, all in UTC+8 whatever the browser's zone (03-community-analytics §9): a
 * range is a pair of calendar days, sent as 00:00:00 of the first and 23:59:59 of the last, in UTC+8.
 */

/** A closed range of unix seconds. */
export interface DateRange {
  begin: number;
  end: number;
}

const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;

/** The quick ranges of 03 §9, in menu order (labels `list.range.<preset>`). */
export const QUICK_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'lastYear',
  'past5',
  'past7',
  'past14',
  'past15',
  'past30',
  'past60',
  'past90',
  'past180',
] as const;
export type RangePreset = (typeof QUICK_RANGES)[number];

/** The tracking dashboard's own presets and default (03 §2.5), on the same control. */
export const TRACKING_RANGES: readonly RangePreset[] = [
  'today',
  'thisWeek',
  'thisMonth',
  'thisYear',
  'past7',
  'past15',
  'past30',
  'past90',
  'past180',
];
export const DEFAULT_PRESET: RangePreset = 'past7';

/** Calendar days as `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC+8 calendar day of an instant. */
export function utc8Day(epochMs: number): string {
  return new Date(epochMs + UTC8_MS).toISOString().slice(0, 10);
}

/** Days after (or before, when negative) a calendar day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
/** The first day of the month `months` after (or before) the month of `day`. */
function shiftMonth(day: string, months: number): string {
  const date = new Date(`${monthStart(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}
const quarterStart = (day: string) => shiftMonth(day, -((Number(day.slice(5, 7)) - 1) % 3));

/** The days of a preset, counted from today in UTC+8; weeks start on Monday. */
export function presetRange(preset: RangePreset, nowMs: number = Date.now()): DayRange {
  const today = utc8Day(nowMs);
  const weekStart = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const until = (from: string, next: string) => ({ from, to: addDays(next, -1) });
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek':
      return { from: weekStart, to: today };
    case 'lastWeek':
      return until(addDays(weekStart, -7), weekStart);
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth':
      return until(shiftMonth(today, -1), monthStart(today));
    case 'thisQuarter':
      return { from: quarterStart(today), to: today };
    case 'lastQuarter':
      return until(shiftMonth(quarterStart(today), -3), quarterStart(today));
    case 'thisYear':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
    case 'lastYear':
      return until(`${Number(today.slice(0, 4)) - 1}-01-01`, `${today.slice(0, 5)}01-01`);
    default:
      // "Past 7 days" ends today and begins 6 days before it.
      return { from: addDays(today, 1 - Number(preset.slice(4))), to: today };
  }
}

/** The preset whose days these are today, if any (the picker highlights nothing otherwise). */
export function matchingPreset(
  days: DayRange,
  nowMs: number = Date.now(),
  presets: readonly RangePreset[] = QUICK_RANGES,
): RangePreset | undefined {
  return presets.find((preset) => {
    const range = presetRange(preset, nowMs);
    return range.from === days.from && range.to === days.to;
  });
}

/** Days from the URL, falling back to the default preset when missing or malformed. */
export function readDays(from: string | null, to: string | null, nowMs: number = Date.now()): DayRange {
  if (from && to && DAY_PATTERN.test(from) && DAY_PATTERN.test(to) && from <= to) return { from, to };
  return presetRange(DEFAULT_PRESET, nowMs);
}

/** Unix seconds of 00:00:00 of the first day and 23:59:59 of the last, in UTC+8. */
export function toDateRange({ from, to }: DayRange): DateRange {
  const start = (day: string) => (Date.parse(`${day}T00:00:00Z`) - UTC8_MS) / 1000;
  return { begin: start(from), end: start(to) + 86_400 - 1 };
}
