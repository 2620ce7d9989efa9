/**
 * What the upload control accepts (01-platform §5, §9; 03-community-analytics §5): jpg, png and gif images up
 * to 2,000,000 bytes, mp4, 3gp and m3u8 videos up to 40,000,000 bytes; list mode holds at most 10 files.
 */
import type { MessageId } from 'src-locales/messageIds';
export const IMAGE_LIMIT = 2_000_000;
export const VIDEO_LIMIT = 40_000_000;
export const DEFAULT_LIST_MAX = 10;

export type MediaKind = 'image' | 'video';
/** Which kinds a control accepts. */
export type AcceptKind = MediaKind | 'media';

const EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif'],
  video: ['mp4', '3gp', 'm3u8'],
};

const MIME_TYPES: Record<string, MediaKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'video/mp4': 'video',
  'video/3gpp': 'video',
  'application/vnd.apple.mpegurl': 'video',
  'application/x-mpegurl': 'video',
};

/** The kind of a file: its extension decides; a name without one falls back to the MIME type. */
export function mediaKindOf(name: string, type = ''): MediaKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension) {
    if (EXTENSIONS.image.includes(extension)) return 'image';
    if (EXTENSIONS.video.includes(extension)) return 'video';
    return null;
  }
  return MIME_TYPES[type.toLowerCase()] ?? null;
}

/** The kind of an uploaded file's URL (our URLs end with the file name). */
export function mediaKindOfUrl(url: string): MediaKind | null {
  return mediaKindOf(decodeURIComponent(url.split(/[?#]/)[0] ?? ''));
}

/** The `accept` attribute of the file input. */
export function acceptAttribute(accept: AcceptKind): string {
  const kinds: MediaKind[] = accept === 'media' ? ['image', 'video'] : [accept];
  return kinds.flatMap((kind) => EXTENSIONS[kind].map((extension) => `.${extension}`)).join(',');
}

export interface FileProblem {
  /** Message key in src-locales/…/editors.ts. */
  key: MessageId;
}

/** Why a chosen file cannot be uploaded, or null when it can. */
export function checkFile(
  file: { name: string; type?: string; size: number },
  accept: AcceptKind,
): FileProblem | null {
  const kind = mediaKindOf(file.name, file.type);
  const allowed = accept === 'media' ? kind !== null : kind === accept;
  if (!kind || !allowed)
    return {
      key:
        accept === 'video'
          ? 'editors.upload.videoType'
          : accept === 'image'
            ? 'editors.upload.imageType'
            : 'editors.upload.mediaType',
    };
  if (kind === 'image' && file.size > IMAGE_LIMIT) return { key: 'editors.upload.imageTooLarge' };
  if (kind === 'video' && file.size > VIDEO_LIMIT) return { key: 'editors.upload.videoTooLarge' };
  return null;
}

/** A finished upload counts only with an ok status and the URL the server gave (03 §5). */
export function isUploaded(file: { status?: string; url?: string }): boolean {
  return file.status === 'done' && typeof file.url === 'string' && file.url.length > 0;
}
