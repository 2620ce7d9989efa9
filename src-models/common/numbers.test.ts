import { groupDigits } from './numbers';

it.each([
  [0, 0, '0'],
  [999, 0, '999'],
  [1000, 0, '1,000'],
  [1234567, 0, '1,234,567'],
  [-1234567, 0, '-1,234,567'],
  [3000, 2, '3,000.00'],
  [1234.5, 2, '1,234.50'],
  [0.5, 2, '0.50'],
  [-0.001, 2, '0.00'],
  [12345678.9, 1, '12,345,678.9'],
])('writes %p with %p decimals as %p, as Intl does for en-US', (value, decimals, text) => {
  expect(groupDigits(value, decimals)).toBe(text);
  const intl = value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  expect(intl.replace(/^-(?=0(\.0+)?$)/, '')).toBe(text);
});
