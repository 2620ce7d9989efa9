/**
 * Date helpers that never depend on the machine's time zone: parsing query dates, fixed-offset time zones
 * ("+08:00", the dashboard's UTC+8), calendar arithmetic and Joda-style formatting for key_as_string.
 */

/** Epoch day (days since 1970-01-01) to civil date; Howard Hinnant's algorithm, pure integer arithmetic. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Time zones with a fixed offset; China has had no daylight saving time since 1991. */
const NAMED_ZONES: Record<string, number> = {
  UTC: 0,
  Z: 0,
  GMT: 0,
  'Etc/UTC': 0,
  'Asia/Shanghai': 8 * 3600,
  'Asia/Chongqing': 8 * 3600,
  'Asia/Hong_Kong': 8 * 3600,
  'Asia/Macau': 8 * 3600,
  'Asia/Taipei': 8 * 3600,
  PRC: 8 * 3600,
};

/** Offset east of UTC in seconds for "+08:00", "+0800", "-05", "UTC" or a fixed-offset zone name; NaN if unknown. */
export function parseTimeZone(zone: string): number {
  if (zone in NAMED_ZONES) return NAMED_ZONES[zone];
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!m) return NaN;
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60;
  return seconds > 18 * 3600 ? NaN : m[1] === '-' ? -seconds : seconds;
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * An ISO-8601 date or date-time to unix seconds. A string without its own offset is read in `defaultOffset`
 * (seconds east of UTC; Elasticsearch reads it in UTC unless the query gives a time_zone). NaN if malformed.
 */
export function parseIsoDate(text: string, defaultOffset = 0): number {
  const m = ISO.exec(text.trim());
  if (!m) return NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  const offset = zone ? parseTimeZone(zone) : defaultOffset;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return ms / 1000 + Number(`0.${frac}`) - offset;
}

/**
 * A date value from a query or an event to unix seconds: numbers (and numeric strings) are seconds below 1e11 and
 * milliseconds above (1e11 s is the year 5138, 1e11 ms is 1973), unless `unit` says which; strings otherwise ISO.
 */
export function toEpochSeconds(value: unknown, unit?: 's' | 'ms', defaultOffset = 0): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return NaN;
    if (unit) return unit === 'ms' ? value / 1000 : value;
    return Math.abs(value) >= 1e11 ? value / 1000 : value;
  }
  if (typeof value === 'string') {
    if (/^-?\d+(\.\d+)?$/.test(value.trim())) return toEpochSeconds(Number(value), unit);
    return parseIsoDate(value, defaultOffset);
  }
  return NaN;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Formats unix seconds in a fixed offset with the Joda tokens Elasticsearch formats use (yyyy MM dd HH mm ss SSS XXX). */
export function formatDate(seconds: number, offset: number, pattern: string): string {
  if (pattern === 'epoch_millis') return String(Math.round(seconds * 1000));
  if (pattern === 'epoch_second') return String(Math.floor(seconds));
  if (pattern === 'strict_date_optional_time' || pattern === 'date_optional_time')
    return formatDate(seconds, offset, "yyyy-MM-dd'T'HH:mm:ss.SSSXXX");
  if (pattern === 'date' || pattern === 'strict_date') return formatDate(seconds, offset, 'yyyy-MM-dd');
  const local = seconds + offset;
  const days = Math.floor(local / 86400);
  const { year, month, day } = civilFromDays(days);
  const secOfDay = local - days * 86400;
  const abs = Math.abs(offset);
  const zone =
    offset === 0 ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 3600))}:${pad((abs % 3600) / 60)}`;
  const tokens: Record<string, string> = {
    yyyy: pad(year, 4),
    MM: pad(month),
    dd: pad(day),
    HH: pad(Math.floor(secOfDay / 3600)),
    mm: pad(Math.floor((secOfDay % 3600) / 60)),
    ss: pad(Math.floor(secOfDay % 60)),
    SSS: pad(Math.round((secOfDay % 1) * 1000) % 1000, 3),
    XXX: zone,
  };
  return pattern.replace(/'([^']*)'|yyyy|MM|dd|HH|mm|ss|SSS|XXX/g, (match, literal: string | undefined) =>
    literal !== undefined ? literal : tokens[match],
  );
}

/** True if `formatDate` understands the pattern (named formats, or only known tokens and quoted literals). */
export function isSupportedFormat(pattern: string): boolean {
  if (
    /^(epoch_millis|epoch_second|strict_date_optional_time|date_optional_time|date|strict_date)$/.test(
      pattern,
    )
  )
    return true;
  return !/[A-Za-z]/.test(pattern.replace(/'[^']*'|yyyy|MM|dd|HH|mm|ss|SSS|XXX/g, ''));
}
