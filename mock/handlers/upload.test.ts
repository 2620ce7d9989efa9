import type { UploadResult } from '../../src-services/types';
import { installMockBackend } from '../node';
import { call, ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

const UPLOAD = '/api/v1/upload-center/upload';

function form(name: string, size: number, type = ''): FormData {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < Math.min(size, 256); i += 1) bytes[i] = i;
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), name);
  return data;
}

describe('upload center', () => {
  it('needs a session', async () => {
    expect((await call('POST', UPLOAD, form('a.png', 10))).code).toBe(969);
  });

  it('stores an image and serves it back with its content type', async () => {
    await signIn();
    const answer = await call<UploadResult>('POST', UPLOAD, form('My Banner.PNG', 2_000_000, 'image/png'));
    expect(answer).toMatchObject({
      code: 200,
      data: { name: 'My Banner.PNG', size: 2_000_000, type: 'image/png' },
    });
    expect(answer.data.url).toMatch(/^\/api\/v1\/upload-center\/files\/\w+\/My%20Banner\.PNG$/);
    const served = await fetch(`${ORIGIN}${answer.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(2_000_000);
    expect(Array.from(bytes.slice(0, 4))).toEqual([0, 1, 2, 3]);
  });

  it('accepts videos up to 40,000,000 bytes', async () => {
    await signIn();
    const answer = await call<UploadResult>('POST', UPLOAD, form('ride.mp4', 40_000_000));
    expect(answer.data).toMatchObject({ size: 40_000_000, type: 'video/mp4' });
  });

  it.each([
    ['an image over 2M', form('big.jpg', 2_000_001), 'The image size can not exceed 2M'],
    ['a video over 40M', form('long.3gp', 40_000_001), 'The video size can not exceed 40M'],
    ['another file type', form('notes.pdf', 10, 'application/pdf'), 'Unsupported file type'],
    ['a form without file', new FormData(), 'file is required'],
    ['a JSON body', { file: 'a.png' }, 'file is required'],
  ])('refuses %s', async (_, body, message) => {
    await signIn();
    expect(await call('POST', UPLOAD, body)).toEqual({ code: 400, msg: message, data: null });
  });

  it('falls back to the MIME type when the name has no extension', async () => {
    await signIn();
    const answer = await call<UploadResult>('POST', UPLOAD, form('clipboard', 10, 'image/gif'));
    expect(answer.data.type).toBe('image/gif');
  });

  it('answers an error envelope for an unknown file', async () => {
    expect(await call('GET', '/api/v1/upload-center/files/nope/a.png')).toEqual({
      code: 404,
      msg: 'File not found',
      data: null,
    });
  });
});
