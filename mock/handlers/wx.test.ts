/** The WeChat calls: the code is a valid PNG of the asked width that differs by path and version; the URL link. */
import { inflateSync } from 'node:zlib';
import { crc32, PNG_SIGNATURE } from '../lib/png';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';
import { WX_MESSAGES } from './wx';

installMockBackend();
beforeEach(() => signIn('admin'));

const code = (reqData: unknown) =>
  call<{ image: string }>(
    'GET',
    `/api/v1/wx/wxa/getwxacode?reqData=${encodeURIComponent(typeof reqData === 'string' ? reqData : JSON.stringify(reqData))}`,
  );

interface Png {
  width: number;
  height: number;
  pixels: Buffer;
}

/** Reads a PNG as the mock writes it, checking the signature and every chunk's CRC. */
function readPng(dataUrl: string): Png {
  const prefix = 'data:image/png;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  const bytes = Buffer.from(dataUrl.slice(prefix.length), 'base64');
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  let offset = 8;
  const chunks: { type: string; data: Buffer }[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const typed = bytes.subarray(offset + 4, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length)).toBe(crc32(typed));
    chunks.push({ type: typed.subarray(0, 4).toString('ascii'), data: typed.subarray(4) });
    offset += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0].data;
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    pixels: inflateSync(chunks[1].data),
  };
}

const request = (path: string, env_version: string) => ({ path, width: 300, env_version });

describe('getwxacode', () => {
  it('answers a valid PNG of the asked width', async () => {
    const answer = await code(request('pages/index/index?id=1', 'release'));
    expect(answer.code).toBe(200);
    const png = readPng(answer.data?.image ?? '');
    expect([png.width, png.height]).toEqual([300, 300]);
    // One filter byte and 300 grey pixels per row, both black and white present.
    expect(png.pixels.length).toBe(301 * 300);
    expect(png.pixels.includes(0)).toBe(true);
    expect(png.pixels.includes(255)).toBe(true);
  });

  it('draws another code for another path or version, and the same for the same request', async () => {
    const image = async (path: string, version: string) =>
      readPng((await code(request(path, version))).data?.image ?? '').pixels;
    const release = await image('pages/render/render?id=a', 'release');
    expect(release.equals(await image('pages/render/render?id=a', 'release'))).toBe(true);
    expect(release.equals(await image('pages/render/render?id=a', 'trial'))).toBe(false);
    expect(release.equals(await image('pages/render/render?id=b', 'release'))).toBe(false);
  });

  it('takes the default width when none is given', async () => {
    const answer = await code({ path: 'pages/index/index', env_version: 'trial' });
    expect(readPng(answer.data?.image ?? '').width).toBe(430);
  });

  it.each([
    ['no reqData', 'not json', WX_MESSAGES.reqData],
    ['a list', [1], WX_MESSAGES.reqData],
    ['no path', { width: 300, env_version: 'release' }, WX_MESSAGES.path],
    ['a path outside pages', request('/etc/passwd', 'release'), WX_MESSAGES.path],
    ['another version', request('pages/index/index', 'develop'), WX_MESSAGES.envVersion],
    ['a tiny width', { ...request('pages/index/index', 'release'), width: 10 }, WX_MESSAGES.width],
    ['a huge width', { ...request('pages/index/index', 'release'), width: 100000 }, WX_MESSAGES.width],
    [
      'a line colour out of range',
      { ...request('pages/index/index', 'release'), line_color: { r: 0, g: 300, b: 0 } },
      WX_MESSAGES.colours,
    ],
    [
      'auto_color as text',
      { ...request('pages/index/index', 'release'), auto_color: 'yes' },
      WX_MESSAGES.colours,
    ],
  ])('refuses %s with a 400 envelope', async (_name, reqData, msg) => {
    expect(await code(reqData)).toMatchObject({ code: 400, msg });
  });

  it('needs a session', async () => {
    await call('POST', '/api/v1/manager/logout');
    expect((await code(request('pages/index/index', 'release'))).code).toBe(969);
  });
});

describe('generate_urllink', () => {
  const link = (body: unknown) => call<{ url_link: string }>('POST', '/api/v1/wx/wxa/generate_urllink', body);

  it('answers an https link that differs by page, query and version', async () => {
    const base = { path: 'pages/render/render', query: 'id=a', env_version: 'release' };
    const first = (await link(base)).data?.url_link ?? '';
    expect(first).toMatch(/^https:\/\/wxaurl\.cn\/\w+$/);
    expect((await link(base)).data?.url_link).toBe(first);
    expect((await link({ ...base, env_version: 'trial' })).data?.url_link).not.toBe(first);
    expect((await link({ ...base, query: 'id=b' })).data?.url_link).not.toBe(first);
  });

  it.each([
    ['no object', [1]],
    ['a path with a query', { path: 'pages/a/a?id=1', query: '', env_version: 'release' }],
    ['a query of another type', { path: 'pages/a/a', query: 5, env_version: 'release' }],
    ['no version', { path: 'pages/a/a', query: '' }],
  ])('refuses %s with a 400 envelope', async (_name, bad) => {
    expect((await link(bad)).code).toBe(400);
  });
});
