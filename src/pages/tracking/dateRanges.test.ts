import { matchingPreset, presetRange, readDays, toDateRange, utc8Day } from './dateRanges';

// Wednesday 2024-05-01 02:30 in UTC+8 is still Tuesday 2024-04-30 in UTC.
const NOW = Date.UTC(2024, 3, 30, 18, 30);

describe('dashboard date ranges (UTC+8)', () => {
  it('takes the day in UTC+8, not in UTC', () => {
    expect(utc8Day(NOW)).toBe('2024-05-01');
  });

  it('defaults to 7 days ending today, beginning 6 days before', () => {
    expect(readDays(null, null, NOW)).toEqual({ from: '2024-04-25', to: '2024-05-01' });
  });

  it('computes every preset of 03 §2.5', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2024-05-01', to: '2024-05-01' });
    expect(presetRange('week', NOW)).toEqual({ from: '2024-04-29', to: '2024-05-01' });
    expect(presetRange('month', NOW)).toEqual({ from: '2024-05-01', to: '2024-05-01' });
    expect(presetRange('year', NOW)).toEqual({ from: '2024-01-01', to: '2024-05-01' });
    expect(presetRange('15', NOW)).toEqual({ from: '2024-04-17', to: '2024-05-01' });
    expect(presetRange('30', NOW).from).toBe('2024-04-02');
    expect(presetRange('90', NOW).from).toBe('2024-02-02');
    expect(presetRange('180', NOW).from).toBe('2023-11-04');
  });

  it('starts a week on Monday, also on a Sunday', () => {
    const sunday = Date.UTC(2024, 4, 5, 4);
    expect(presetRange('week', sunday)).toEqual({ from: '2024-04-29', to: '2024-05-05' });
  });

  it('sends 00:00:00 of the first day and 23:59:59 of the last in UTC+8', () => {
    expect(toDateRange({ from: '2024-05-01', to: '2024-05-02' })).toEqual({
      begin: Date.UTC(2024, 3, 30, 16) / 1000,
      end: Date.UTC(2024, 4, 2, 15, 59, 59) / 1000,
    });
  });

  it('ignores malformed or reversed days from the URL', () => {
    expect(readDays('2024-05-03', '2024-05-01', NOW)).toEqual(presetRange('7', NOW));
    expect(readDays('yesterday', '2024-05-01', NOW)).toEqual(presetRange('7', NOW));
    expect(readDays('2024-03-01', '2024-03-31', NOW)).toEqual({ from: '2024-03-01', to: '2024-03-31' });
  });

  it('recognises the preset a range is', () => {
    expect(matchingPreset({ from: '2024-04-25', to: '2024-05-01' }, NOW)).toBe('7');
    expect(matchingPreset({ from: '2024-04-24', to: '2024-05-01' }, NOW)).toBeUndefined();
  });
});
