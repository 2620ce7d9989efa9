import type { SeriesDatum } from 'src/components/charts';
import { TRACKING_LIMITS, type DatedCount, type NameCount } from 'src-models/tracking';

/** A share with 2 decimals (03-community-analytics §9). */
export function percent(part: number, total: number): string {
  return `${(total > 0 ? (part / total) * 100 : 0).toFixed(2)}%`;
}

/** The share as a number of percent, for progress bars. */
export function percentValue(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 10_000) / 100 : 0;
}

/** Stacked series stay readable with this many named series; the rest are added up as one. */
export const SERIES_SHOWN = 9;

/** Daily counts as chart series: the largest names, everything else summed under `others`. */
export function seriesWithOthers(
  rows: readonly DatedCount[],
  totals: readonly NameCount[],
  others: string,
  dates: readonly string[],
): SeriesDatum[] {
  const shown = new Set(totals.slice(0, SERIES_SHOWN).map((row) => row.name));
  const cells = new Map<string, SeriesDatum>();
  const add = (x: string, series: string, y: number) => {
    const key = `${x}\u0000${series}`;
    const cell = cells.get(key) ?? { x, series, y: 0 };
    cell.y += y;
    cells.set(key, cell);
  };
  // Every shown series gets every day, so empty days draw as zero instead of a gap.
  for (const date of dates) for (const name of shown) add(date, name, 0);
  for (const row of rows) add(row.date, shown.has(row.name) ? row.name : others, row.count);
  return [...cells.values()];
}

/** Unix seconds as `YYYY-MM-DD HH:mm:ss` in UTC+8, whatever the browser's zone. */
export function utc8DateTime(seconds: number): string {
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Elasticsearch counts distinct visitors exactly up to the precision threshold and estimates above it; the
 * mock is always exact, but the label says what the real backend's number would be.
 */
export function isApproximateUv(uv: number): boolean {
  return uv > TRACKING_LIMITS.uvPrecisionThreshold;
}
