/**
 * Days and times as the product reads and writes them: in UTC+8, the brand's time zone (01-platform §9), whatever
 * the browser's zone.
 */
const TZ_OFFSET = 8 * 3600;
/** Seconds in a day. */
export const DAY_SECONDS = 86400;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Unix seconds at 00:00:00 UTC+8 of `YYYY-MM-DD`, or null. */
export function dayStart(date: string): number | null {
  const match = DATE.exec(date.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return ms / 1000 - TZ_OFFSET;
}

export function dayEnd(date: string): number | null {
  const start = dayStart(date);
  return start === null ? null : start + DAY_SECONDS - 1;
}

/** Unix seconds of `YYYY-MM-DD HH:mm[:ss]` read in UTC+8, or null. */
export function parseDateTime(text: string): number | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [h, mi, s] = [match[4], match[5], match[6]].map((part) => Number(part ?? 0));
  if (h > 23 || mi > 59 || s > 59) return null;
  const start = dayStart(`${match[1]}-${match[2]}-${match[3]}`);
  return start === null ? null : start + h * 3600 + mi * 60 + s;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` of unix seconds in UTC+8 (01-platform §9 date format). */
export function formatDateTime(seconds: number): string {
  const date = new Date((seconds + TZ_OFFSET) * 1000);
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

export const formatDate = (seconds: number) => formatDateTime(seconds).slice(0, 10);

/** Today's `YYYY-MM-DD` in UTC+8, the brand's business day, wherever the browser's clock is set. */
export const businessToday = (now = Date.now()) => formatDate(Math.floor(now / 1000));
