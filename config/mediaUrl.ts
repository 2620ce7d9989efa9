/**
 * The one rule of every image and video URL field (a coupon's banner; the config's banners, their posters and
 * the share image), for the forms and the mock backend alike: an http(s) URL, or a file the upload service
 * serves. Nothing else: no `javascript:` or `data:` URL, no other path of this origin.
 */

/** The form's message in English (en-US `validation.mediaUrl`); the mock refuses with the same words. */
export const MEDIA_URL_MESSAGE = 'Please upload a file or use an http(s) URL';

const MAX_LENGTH = 2048;
/** Scheme and host, then no whitespace, control character or backslash anywhere. */
const HTTP_URL = /^https?:\/\/[^\s/?#\\@]+(?:[/?#][^\s\\]*)?$/i;
/** `/api/v1/upload-center/files/{id}/{name}`: the name URL-encoded, as the upload service answers it. */
const UPLOADED_FILE = /^\/api\/v1\/upload-center\/files\/[\w-]+\/[\w%!'()*.~-]+$/;
/** A name of dots alone (`..`, `%2e%2E`) would climb out of the upload service's folder. */
const DOTS_ONLY = /\/(?:\.|%2e)+$/i;

export function isMediaUrl(value: string): boolean {
  if (value.length > MAX_LENGTH) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  if (HTTP_URL.test(value)) return true;
  return UPLOADED_FILE.test(value) && !DOTS_ONLY.test(value);
}
