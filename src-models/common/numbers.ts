/**
 * `1,234,567.50`: digits grouped by three with commas, as zh-CN and en-US both write them. By hand, not with
 * Intl.NumberFormat: its first use starts the browser's number formatting, 15-35 ms of a list's first screen
 * that nothing else there needs (config/build/knownLocales.mjs).
 */
export function groupDigits(value: number, fractionDigits = 0): string {
  const [whole, fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
