/** How many of a list's buttons stay in the toolbar line (FoldingToolbar): the rest fold into More. */
import { buttonsThatFit } from './buttonsThatFit';

describe('the buttons that fit the toolbar line', () => {
  const widths = [100, 120, 80];
  it('keeps them all when they fit with their gaps, without room for More', () => {
    expect(buttonsThatFit(widths, 70, 100 + 120 + 80 + 2 * 8)).toBe(3);
  });
  it('keeps the first ones that fit beside More, in their order', () => {
    expect(buttonsThatFit(widths, 70, 70 + 8 + 100 + 8 + 120)).toBe(2);
    expect(buttonsThatFit(widths, 70, 70 + 8 + 100 + 8 + 119)).toBe(1);
  });
  it('folds them all when only More fits', () => {
    expect(buttonsThatFit(widths, 70, 120)).toBe(0);
  });
  it('keeps them all where nothing has a width yet (before layout)', () => {
    expect(buttonsThatFit([0, 0], 0, 0)).toBe(2);
  });
});
