import { isApproximateUv, percent, percentValue, seriesWithOthers, utc8DateTime } from './format';

describe('dashboard formats', () => {
  it('writes shares with 2 decimals, and 0.00% of nothing', () => {
    expect(percent(1, 3)).toBe('33.33%');
    expect(percent(2, 3)).toBe('66.67%');
    expect(percent(5, 0)).toBe('0.00%');
    expect(percentValue(1, 3)).toBe(33.33);
  });

  it('labels UV approximate only above the precision threshold of 40000', () => {
    expect(isApproximateUv(40_000)).toBe(false);
    expect(isApproximateUv(40_001)).toBe(true);
  });

  it('shows times in UTC+8', () => {
    expect(utc8DateTime(Date.UTC(2024, 0, 1, 16, 30) / 1000)).toBe('2024-01-02 00:30:00');
  });

  it('keeps the 9 largest series, sums the rest as others, and gives every shown series every day', () => {
    const totals = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}`, count: 100 - i }));
    const rows = [
      { date: 'd1', name: 'p0', count: 5 },
      { date: 'd1', name: 'p9', count: 2 },
      { date: 'd1', name: 'p10', count: 3 },
    ];
    const series = seriesWithOthers(rows, totals, 'Others', ['d1', 'd2']);
    expect(series.find((d) => d.x === 'd1' && d.series === 'Others')?.y).toBe(5);
    expect(series.find((d) => d.x === 'd2' && d.series === 'p0')?.y).toBe(0);
    expect(new Set(series.map((d) => d.series)).size).toBe(10);
  });
});
