import { matchingPreset, presetRange, readDays, toDateRange, utc8Day } from './quickRanges';

// Wednesday 2024-05-01 02:30 in UTC+8 is still Tuesday 2024-04-30 in UTC.
const NOW = Date.UTC(2024, 3, 30, 18, 30);

describe('date ranges and quick ranges (UTC+8)', () => {
  it('takes the day in UTC+8, not in UTC', () => {
    expect(utc8Day(NOW)).toBe('2024-05-01');
  });

  it('defaults to 7 days ending today, beginning 6 days before', () => {
    expect(readDays(null, null, NOW)).toEqual({ from: '2024-04-25', to: '2024-05-01' });
  });

  it('computes the other quick ranges of 03 §9', () => {
    expect(presetRange('yesterday', NOW)).toEqual({ from: '2024-04-30', to: '2024-04-30' });
    expect(presetRange('lastWeek', NOW)).toEqual({ from: '2024-04-22', to: '2024-04-28' });
    expect(presetRange('lastMonth', NOW)).toEqual({ from: '2024-04-01', to: '2024-04-30' });
    expect(presetRange('thisQuarter', NOW)).toEqual({ from: '2024-04-01', to: '2024-05-01' });
    expect(presetRange('lastQuarter', NOW)).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(presetRange('lastYear', NOW)).toEqual({ from: '2023-01-01', to: '2023-12-31' });
    expect(presetRange('past5', NOW)).toEqual({ from: '2024-04-27', to: '2024-05-01' });
    expect(presetRange('past14', NOW).from).toBe('2024-04-18');
    expect(presetRange('past60', NOW).from).toBe('2024-03-03');
    // January: last quarter and last month are in the previous year.
    const january = Date.UTC(2025, 0, 15);
    expect(presetRange('lastQuarter', january)).toEqual({ from: '2024-10-01', to: '2024-12-31' });
    expect(presetRange('lastMonth', january)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
  });

  it('computes every preset of the dashboard (03 §2.5)', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2024-05-01', to: '2024-05-01' });
    expect(presetRange('thisWeek', NOW)).toEqual({ from: '2024-04-29', to: '2024-05-01' });
    expect(presetRange('thisMonth', NOW)).toEqual({ from: '2024-05-01', to: '2024-05-01' });
    expect(presetRange('thisYear', NOW)).toEqual({ from: '2024-01-01', to: '2024-05-01' });
    expect(presetRange('past15', NOW)).toEqual({ from: '2024-04-17', to: '2024-05-01' });
    expect(presetRange('past30', NOW).from).toBe('2024-04-02');
    expect(presetRange('past90', NOW).from).toBe('2024-02-02');
    expect(presetRange('past180', NOW).from).toBe('2023-11-04');
  });

  it('starts a week on Monday, also on a Sunday', () => {
    const sunday = Date.UTC(2024, 4, 5, 4);
    expect(presetRange('thisWeek', sunday)).toEqual({ from: '2024-04-29', to: '2024-05-05' });
  });

  it('sends 00:00:00 of the first day and 23:59:59 of the last in UTC+8', () => {
    expect(toDateRange({ from: '2024-05-01', to: '2024-05-02' })).toEqual({
      begin: Date.UTC(2024, 3, 30, 16) / 1000,
      end: Date.UTC(2024, 4, 2, 15, 59, 59) / 1000,
    });
  });

  it('ignores malformed or reversed days from the URL', () => {
    expect(readDays('2024-05-03', '2024-05-01', NOW)).toEqual(presetRange('past7', NOW));
    expect(readDays('yesterday', '2024-05-01', NOW)).toEqual(presetRange('past7', NOW));
    expect(readDays('2024-03-01', '2024-03-31', NOW)).toEqual({ from: '2024-03-01', to: '2024-03-31' });
  });

  it('recognises the preset a range is', () => {
    expect(matchingPreset({ from: '2024-04-25', to: '2024-05-01' }, NOW)).toBe('past7');
    expect(matchingPreset({ from: '2024-04-24', to: '2024-05-01' }, NOW)).toBeUndefined();
  });
});
