import type { UploadResult } from '../../src-services/types';
import { isMediaUrl } from '../../config/mediaUrl';
import { coupons } from '../db/coupons';
import { installMockBackend } from '../node';
import { call, mediaBytes, ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';
import { CONTENT_MISMATCH } from './upload';

installMockBackend();

const UPLOAD = '/api/v1/upload-center/upload';

function form(name: string, bytes: Uint8Array<ArrayBuffer>, type = ''): FormData {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), name);
  return data;
}

describe('upload center', () => {
  it('needs a session', async () => {
    expect((await call('POST', UPLOAD, form('a.png', mediaBytes('png')))).code).toBe(969);
  });

  it('stores an image and serves it back with its content type', async () => {
    await signIn();
    const png = mediaBytes('png', 2_000_000);
    const answer = await call<UploadResult>('POST', UPLOAD, form('My Banner.PNG', png, 'image/png'));
    expect(answer).toMatchObject({
      code: 200,
      data: { name: 'My Banner.PNG', size: 2_000_000, type: 'image/png' },
    });
    expect(answer.data.url).toMatch(/^\/api\/v1\/upload-center\/files\/\w+\/My%20Banner\.PNG$/);
    const served = await fetch(`${ORIGIN}${answer.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(2_000_000);
    expect(Array.from(bytes.slice(0, 8))).toEqual(Array.from(png.slice(0, 8)));
  });

  it('accepts videos up to 40,000,000 bytes', async () => {
    await signIn();
    const answer = await call<UploadResult>('POST', UPLOAD, form('ride.mp4', mediaBytes('mp4', 40_000_000)));
    expect(answer.data).toMatchObject({ size: 40_000_000, type: 'video/mp4' });
  });

  it.each([
    ['photo.jpeg', mediaBytes('jpg'), 'image/jpeg'],
    ['anim.gif', mediaBytes('gif'), 'image/gif'],
    ['clip.3gp', mediaBytes('3gp'), 'video/3gpp'],
    ['live.m3u8', mediaBytes('m3u8'), 'application/vnd.apple.mpegurl'],
  ])('takes %s whose content is what its name says', async (name, bytes, type) => {
    await signIn();
    expect((await call<UploadResult>('POST', UPLOAD, form(name, bytes))).data).toMatchObject({ type });
  });

  it.each([
    ['an image over 2M', form('big.jpg', mediaBytes('jpg', 2_000_001)), 'The image size can not exceed 2M'],
    [
      'a video over 40M',
      form('long.3gp', mediaBytes('3gp', 40_000_001)),
      'The video size can not exceed 40M',
    ],
    ['another file type', form('notes.pdf', mediaBytes('png'), 'application/pdf'), 'Unsupported file type'],
    ['a form without file', new FormData(), 'file is required'],
    ['a JSON body', { file: 'a.png' }, 'file is required'],
    [
      'a file without extension declared image/png that is no PNG',
      form('clipboard', new TextEncoder().encode('<svg onload="alert(1)"/>'), 'image/png'),
      CONTENT_MISMATCH,
    ],
    ['a JPEG named .png', form('photo.png', mediaBytes('jpg'), 'image/png'), CONTENT_MISMATCH],
    ['text named .mp4', form('ride.mp4', new TextEncoder().encode('not really a video')), CONTENT_MISMATCH],
    ['an empty .gif', form('empty.gif', new Uint8Array(0)), CONTENT_MISMATCH],
  ])('refuses %s', async (_, body, message) => {
    await signIn();
    expect(await call('POST', UPLOAD, body)).toEqual({ code: 400, msg: message, data: null });
  });

  it('falls back to the MIME type when the name has no extension', async () => {
    await signIn();
    const answer = await call<UploadResult>(
      'POST',
      UPLOAD,
      form('clipboard', mediaBytes('gif'), 'image/gif'),
    );
    expect(answer.data.type).toBe('image/gif');
  });

  it("serves the seeded coupons' placeholder banners, which pass the image URL rule", async () => {
    const [coupon] = coupons().all();
    expect(isMediaUrl(coupon.banner)).toBe(true);
    const served = await fetch(`${ORIGIN}${coupon.banner}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toMatch(/^<svg /);
  });

  it('answers an error envelope for an unknown file', async () => {
    expect(await call('GET', '/api/v1/upload-center/files/nope/a.png')).toEqual({
      code: 404,
      msg: 'File not found',
      data: null,
    });
  });
});
