import { loginPath, safeReturnPath } from './loginPath';

describe('login redirects', () => {
  it('remembers where the operator was', () => {
    expect(loginPath('/coupon/list?page=2')).toBe('/login?redirect=%2Fcoupon%2Flist%3Fpage%3D2');
    expect(loginPath('/config', true)).toBe('/login?redirect=%2Fconfig&expired=1');
    expect(loginPath('/')).toBe('/login');
  });

  it('returns only to paths inside the app', () => {
    expect(safeReturnPath('/coupon/list?page=2')).toBe('/coupon/list?page=2');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});
