import en from 'src-locales/en-US/editors';
import { isMediaUrl, MEDIA_URL_MESSAGE } from './mediaUrl';

describe('isMediaUrl', () => {
  it.each([
    'https://cdn.moto.example/banners/summer.png',
    'http://cdn.moto.example:8080/v.mp4?sign=a%20b#t=3',
    'HTTPS://CDN.MOTO.EXAMPLE/A.PNG',
    '/api/v1/upload-center/files/65a1f0c2e4b0a1b2c3d4e5f6/My%20Banner.PNG',
    '/api/v1/upload-center/files/demo-banner/120.svg',
  ])('takes %s', (url) => expect(isMediaUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/a.png',
    'https://',
    'https://user@evil.example/a.png',
    ' https://cdn.moto.example/a.png',
    'https://cdn.moto.example/a b.png',
    'https://cdn.moto.example/\na.png',
    'https:\\\\evil.example/a.png',
    '/api/v1/manager/logout',
    '/api/v1/upload-center/upload',
    '/api/v1/upload-center/files/abc/..',
    '/api/v1/upload-center/files/abc/%2e%2E',
    '/api/v1/upload-center/files/abc/../../manager/me',
    '/api/v1/upload-center/files/abc/a.png?x=1',
    'banner.png',
    `https://cdn.moto.example/${'a'.repeat(2048)}`,
  ])('refuses %j', (url) => expect(isMediaUrl(url)).toBe(false));

  it("says what it wants in the form's own English words", () => {
    expect(en['validation.mediaUrl']).toBe(MEDIA_URL_MESSAGE);
  });
});
