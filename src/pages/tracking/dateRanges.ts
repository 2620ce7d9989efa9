/**
 * Date ranges of the dashboard, all in UTC+8 whatever the browser's zone (03-community-analytics §2.5, §9): a
 * range is a pair of calendar days, sent as 00:00:00 of the first and 23:59:59 of the last, in UTC+8.
 */
import type { DateRange } from 'src-models/tracking';

const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;

export const RANGE_PRESETS = ['today', 'week', 'month', 'year', '7', '15', '30', '90', '180'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = '7';

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

/** The days of a preset, counted back from today in UTC+8; weeks start on Monday. */
export function presetRange(preset: RangePreset, nowMs: number = Date.now()): DayRange {
  const today = utc8Day(nowMs);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'year':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
    default:
      // "7 days" ends today and begins 6 days before it.
      return { from: addDays(today, 1 - Number(preset)), to: today };
  }
}

/** The preset whose days these are today, if any (the picker highlights nothing otherwise). */
export function matchingPreset(days: DayRange, nowMs: number = Date.now()): RangePreset | undefined {
  return RANGE_PRESETS.find((preset) => {
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
