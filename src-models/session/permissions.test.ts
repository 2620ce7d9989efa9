import { can, parsePrivilegeMessage } from './permissions';

describe('can', () => {
  const held = ['CouponCenterSearchCoupon', 'CouponCenterSaveCoupon'];

  it('allows an empty or missing requirement', () => {
    expect(can(held, undefined)).toBe(true);
    expect(can(held, [])).toBe(true);
    expect(can([], [])).toBe(true);
  });

  it('needs one held name for a single alternative', () => {
    expect(can(held, ['CouponCenterSearchCoupon'])).toBe(true);
    expect(can(held, ['CouponCenterDeleteCoupon'])).toBe(false);
  });

  it('accepts any one of several alternatives', () => {
    expect(can(held, ['CouponCenterDeleteCoupon', 'CouponCenterSaveCoupon'])).toBe(true);
    expect(can(held, ['CouponCenterDeleteCoupon', 'ScrmDocSave'])).toBe(false);
  });

  it('needs every name joined by +', () => {
    expect(can(held, ['CouponCenterSearchCoupon+CouponCenterSaveCoupon'])).toBe(true);
    expect(can(held, ['CouponCenterSearchCoupon+CouponCenterDeleteCoupon'])).toBe(false);
    expect(can(held, ['CouponCenterSearchCoupon+CouponCenterDeleteCoupon', 'CouponCenterSaveCoupon'])).toBe(
      true,
    );
  });

  it('tolerates spaces around +', () => {
    expect(can(held, [' CouponCenterSearchCoupon + CouponCenterSaveCoupon '])).toBe(true);
  });

  it('never grants an unknown name or a blank alternative', () => {
    expect(can(held, ['NoSuchPrivilege'])).toBe(false);
    expect(can(held, [''])).toBe(false);
    expect(can(held, ['+'])).toBe(false);
  });
});

describe('parsePrivilegeMessage', () => {
  it('accepts a list of names', () => {
    expect(parsePrivilegeMessage({ type: 'privileges', privileges: ['A', 'B', 'A'] })).toEqual(['A', 'B']);
  });

  it.each([
    null,
    'privileges',
    { type: 'other', privileges: ['A'] },
    { type: 'privileges', privileges: 'A' },
    { type: 'privileges', privileges: ['A', 3] },
    { type: 'privileges', privileges: [''] },
  ])('rejects %p', (data) => {
    expect(parsePrivilegeMessage(data)).toBeNull();
  });
});
