/**
 * The upload center: images and videos with the size and type limits of 01-platform §5 and 03 §5, and the
 * spreadsheets of the import files (02-operations §5: xlsx, xls, csv).
 */
import type { HttpHandler } from 'msw';
import { MAX_IMPORT_BYTES } from '../../config/sheetImport/rules';
import type { UploadResult } from '../../src-services/types';
import { uploads } from '../db/collections';
import { readForm } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { fail, ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { nowSeconds, requireOperator } from '../lib/session';

export const IMAGE_LIMIT = 2_000_000;
export const CONTENT_MISMATCH = 'The file content does not match its type';
export const VIDEO_LIMIT = 40_000_000;

type Media = 'image' | 'video' | 'sheet';

const LIMITS: Record<Media, { bytes: number; message: string }> = {
  image: { bytes: IMAGE_LIMIT, message: 'The image size can not exceed 2M' },
  video: { bytes: VIDEO_LIMIT, message: 'The video size can not exceed 40M' },
  sheet: { bytes: MAX_IMPORT_BYTES, message: 'The file size can not exceed 5M' },
};

interface Kind {
  mime: string;
  media: Media;
  /** Whether the content is this format (its magic bytes): a file is stored and served only as what it is. */
  holds: (bytes: Uint8Array) => boolean;
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const JPEG: Kind = { mime: 'image/jpeg', media: 'image', holds: (b) => startsWith(b, [0xff, 0xd8, 0xff]) };
const PNG: Kind = {
  mime: 'image/png',
  media: 'image',
  holds: (b) => startsWith(b, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]),
};
const GIF: Kind = {
  mime: 'image/gif',
  media: 'image',
  holds: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
};
/** mp4 and 3gp are both ISO base media files: a box size, then `ftyp`. */
const isoMedia = (mime: string): Kind => ({
  mime,
  media: 'video',
  holds: (b) => startsWith(b, ascii('ftyp'), 4),
});
/** An HLS playlist is text: `#EXTM3U`, after a UTF-8 byte order mark or not. */
const M3U8: Kind = {
  mime: 'application/vnd.apple.mpegurl',
  media: 'video',
  holds: (b) => startsWith(b, ascii('#EXTM3U')) || startsWith(b, [0xef, 0xbb, 0xbf, ...ascii('#EXTM3U')]),
};

/** xlsx is a zip archive; xls an OLE compound file; a csv is text (no NUL byte in its first kilobytes). */
const XLSX: Kind = {
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  media: 'sheet',
  holds: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
};
const XLS: Kind = {
  mime: 'application/vnd.ms-excel',
  media: 'sheet',
  holds: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
};
const CSV: Kind = { mime: 'text/csv', media: 'sheet', holds: (b) => !b.subarray(0, 4096).includes(0) };

const KINDS: Record<string, Kind> = {
  jpg: JPEG,
  jpeg: JPEG,
  png: PNG,
  gif: GIF,
  mp4: isoMedia('video/mp4'),
  '3gp': isoMedia('video/3gpp'),
  m3u8: M3U8,
  xlsx: XLSX,
  xls: XLS,
  csv: CSV,
};

/** The extension decides; a name without one falls back to the declared MIME type. */
function kindOf(name: string, declaredType: string): Kind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension) return KINDS[extension];
  return Object.values(KINDS).find((kind) => kind.mime === declaredType.toLowerCase());
}

interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

// Duck-typed: under jest the File class of the test realm is not the one undici builds.
function isFile(value: unknown): value is UploadedFile {
  const file = value as UploadedFile | null;
  return (
    typeof file === 'object' && file !== null && typeof file.arrayBuffer === 'function' && 'size' in file
  );
}

/** Keeps the served URL a single clean path segment. */
const safeName = (name: string): string => name.replace(/[\\/]+/g, '_').trim() || 'file';

export const fileUrl = (id: string, name: string): string =>
  `/api/v1/upload-center/files/${id}/${encodeURIComponent(name)}`;

/** A flat-colour 750*472 placeholder, so seeded coupons have a banner to show. */
function bannerSvg(hue: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="472" viewBox="0 0 750 472">` +
    `<rect width="750" height="472" fill="hsl(${hue},65%,45%)"/>` +
    `<circle cx="375" cy="236" r="120" fill="none" stroke="#fff" stroke-width="24" opacity="0.8"/></svg>`
  );
}

export function uploadHandlers(): HttpHandler[] {
  return [
    endpoint('post', '/api/v1/upload-center/upload', async (context) => {
      const operator = requireOperator(context);
      const form = await readForm(context.request);
      const file = form?.get('file');
      if (!isFile(file)) throw badRequest('file is required');
      const name = safeName(file.name);
      const kind = kindOf(name, file.type ?? '');
      if (!kind) throw badRequest('Unsupported file type');
      if (file.size > LIMITS[kind.media].bytes) throw badRequest(LIMITS[kind.media].message);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!kind.holds(bytes)) throw badRequest(CONTENT_MISMATCH);
      const record = uploads().insert({
        name,
        type: kind.mime,
        size: bytes.byteLength,
        bytes,
        operator_id: operator.id,
        created_at: nowSeconds(),
      });
      const result: Required<UploadResult> = {
        url: fileUrl(record.id, name),
        name,
        size: record.size,
        type: kind.mime,
      };
      return ok(result);
    }),

    // The seeded coupons' placeholder banners (demoBannerUrl), before the uploads that would take the path.
    endpoint('get', '/api/v1/upload-center/files/demo-banner/:file', ({ params }) => {
      const hue = Number(/^(\d{1,3})\.svg$/.exec(params.file)?.[1] ?? NaN);
      if (!Number.isInteger(hue) || hue > 359) throw notFound('File not found');
      return new Response(bannerSvg(hue), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      });
    }),

    // Public like a CDN URL: <img> and <video> tags fetch it.
    endpoint('get', '/api/v1/upload-center/files/:id/:name', ({ params }) => {
      const record = uploads().get(params.id);
      if (!record) return fail(404, 'File not found');
      return new Response(record.bytes, {
        headers: {
          'content-type': record.type,
          'content-length': String(record.size),
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
    }),
  ];
}
