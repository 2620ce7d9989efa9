import { fitsThePhone } from './sizeRule';

describe("a width on the builder's 375 px phone", () => {
  it('fits from 0 to 375 px in any absolute unit', () => {
    expect(fitsThePhone(375, 'px')).toBe(true);
    expect(fitsThePhone(0, 'px')).toBe(true);
    expect(fitsThePhone(400, 'px')).toBe(false);
    expect(fitsThePhone(-1, 'px')).toBe(false);
    // 800 rpx is 400 px; 100 vw is 375 px.
    expect(fitsThePhone(800, 'rpx')).toBe(false);
    expect(fitsThePhone(100, 'vw')).toBe(true);
  });

  it('always fits in a relative unit, and while nothing is typed', () => {
    expect(fitsThePhone(101, '%')).toBe(true);
    expect(fitsThePhone(400, 'auto')).toBe(true);
    expect(fitsThePhone(null, 'px')).toBe(true);
  });
});
