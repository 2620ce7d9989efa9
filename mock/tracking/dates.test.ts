import {
  civilFromDays,
  formatDate,
  isSupportedFormat,
  parseIsoDate,
  parseTimeZone,
  toEpochSeconds,
} from './dates';

describe('dates', () => {
  it('reads fixed-offset time zones and rejects zones with daylight saving time', () => {
    expect(parseTimeZone('+08:00')).toBe(28800);
    expect(parseTimeZone('+0800')).toBe(28800);
    expect(parseTimeZone('-05:30')).toBe(-19800);
    expect(parseTimeZone('UTC')).toBe(0);
    expect(parseTimeZone('Asia/Shanghai')).toBe(28800);
    expect(parseTimeZone('Europe/Paris')).toBeNaN();
    expect(parseTimeZone('+25:00')).toBeNaN();
  });

  it('parses ISO dates without depending on the machine time zone', () => {
    const jan1 = Date.UTC(2024, 0, 1) / 1000;
    expect(parseIsoDate('2024-01-01')).toBe(jan1);
    expect(parseIsoDate('2024-01-01', 28800)).toBe(jan1 - 28800);
    expect(parseIsoDate('2024-01-01T08:00:00+08:00')).toBe(jan1);
    expect(parseIsoDate('2024-01-01 08:00:00', 28800)).toBe(jan1);
    expect(parseIsoDate('2024-01-01T00:00:00.250Z')).toBe(jan1 + 0.25);
    expect(parseIsoDate('yesterday')).toBeNaN();
  });

  it('tells epoch seconds from epoch milliseconds by magnitude unless told', () => {
    expect(toEpochSeconds(1704067200)).toBe(1704067200);
    expect(toEpochSeconds(1704067200000)).toBe(1704067200);
    expect(toEpochSeconds('1704067200000')).toBe(1704067200);
    expect(toEpochSeconds(1704067200, 'ms')).toBe(1704067.2);
    expect(toEpochSeconds(true)).toBeNaN();
  });

  it('formats in a fixed offset with Joda-style tokens', () => {
    const t = Date.UTC(2024, 0, 1, 16, 30, 5) / 1000;
    expect(formatDate(t, 28800, 'yyyy-MM-dd')).toBe('2024-01-02');
    expect(formatDate(t, 28800, "yyyy-MM-dd'T'HH:mm:ss.SSSXXX")).toBe('2024-01-02T00:30:05.000+08:00');
    expect(formatDate(t, 0, 'strict_date_optional_time')).toBe('2024-01-01T16:30:05.000Z');
    expect(formatDate(t, 0, 'epoch_millis')).toBe(String(t * 1000));
    expect(isSupportedFormat('yyyy/MM/dd HH:mm')).toBe(true);
    expect(isSupportedFormat('EEE yyyy')).toBe(false);
  });

  it('converts epoch days to civil dates, leap years included', () => {
    expect(civilFromDays(0)).toEqual({ year: 1970, month: 1, day: 1 });
    expect(civilFromDays(Date.UTC(2024, 1, 29) / 86400000)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(civilFromDays(-1)).toEqual({ year: 1969, month: 12, day: 31 });
  });
});
