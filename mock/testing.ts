/** Helpers for jest tests that talk to the mock through real fetch (after useMockBackend()). */
import { http, HttpResponse } from 'msw';
import type { Envelope } from '../src-services/types';

export const ORIGIN = 'http://localhost';

export async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const init: RequestInit = { method };
  if (body instanceof FormData) init.body = body;
  else if (typeof body === 'string') init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await fetch(`${ORIGIN}${path}`, init);
  return (await response.json()) as Envelope<T>;
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** How a file of each format the upload center takes begins: it refuses content that is not what it claims. */
const MEDIA_HEADS = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  gif: ascii('GIF89a'),
  mp4: [0x00, 0x00, 0x00, 0x18, ...ascii('ftypmp42')],
  '3gp': [0x00, 0x00, 0x00, 0x14, ...ascii('ftyp3gp4')],
  m3u8: ascii('#EXTM3U\n'),
};

export type MediaFormat = keyof typeof MEDIA_HEADS;

/** `size` bytes (64 by default) that begin as a `format` file does. */
export function mediaBytes(format: MediaFormat, size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, MEDIA_HEADS[format].length));
  bytes.set(MEDIA_HEADS[format]);
  return bytes;
}

/**
 * A handler (for msw's `server.use`) that refuses the next `method path` call, once, with the error envelope
 * `code`/`msg`, as the brand's backend refuses a save: what a test of a refused save puts in front of the mock.
 */
export const refusedOnce = (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  code: number,
  msg: string,
) => http[method](path, () => HttpResponse.json({ code, msg, data: null }), { once: true });

/**
 * A handler that holds every `method path` call until `release()`, then lets the mock answer it: what a test of
 * something drawn before an answer puts in front of the mock.
 */
export function heldUntilReleased(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = http[method](path, async () => {
    await held;
    return undefined; // on to the mock's own handler
  });
  return { handler, release: () => release() };
}
