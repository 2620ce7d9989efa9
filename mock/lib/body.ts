/**
 * Safe request-body readers: a size cap enforced while streaming (a missing or lying Content-Length cannot get
 * around it), and clear 400/413 envelopes for malformed input instead of a crash.
 */
import { MockError, badRequest } from './errors';

export const JSON_LIMIT = 1_000_000;
/** Uploads carry videos of up to 40 MB plus multipart overhead; anything far beyond is refused unread. */
export const UPLOAD_LIMIT = 100_000_000;

const tooLarge = (): MockError => new MockError(413, 'Request body too large');

/**
 * Reads the raw body; past `limit` bytes it keeps reading but discards, then refuses. Draining matters: behind
 * a real server a half-read body leaves the keep-alive connection stuck, and cancelling the stream stalls
 * msw's interceptor.
 */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  let overLimit = Number.isFinite(declared) && declared > limit;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    overLimit ||= total > limit;
    if (!overLimit) chunks.push(value);
  }
  if (overLimit) throw tooLarge();
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * How deep objects and arrays may nest in a JSON body. Handlers that walk a body recursively (the tracking
 * query compiler, filter groups) would overflow the stack on a body nested thousands of levels deep; the real
 * queries stay under 20.
 */
export const JSON_DEPTH_LIMIT = 64;

/** Refuses a JSON text nested deeper than `limit`, counted without parsing (and so without recursion). */
function checkDepth(text: string, limit: number) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit)
        throw badRequest(`Body nested too deeply: more than ${limit} levels of objects and arrays`);
    } else if (char === '}' || char === ']') depth -= 1;
  }
}

/** The parsed JSON body, or `undefined` when the body is empty. */
export async function readJson(request: Request, limit = JSON_LIMIT): Promise<unknown> {
  const text = new TextDecoder().decode(await readBytes(request, limit));
  if (text.trim() === '') return undefined;
  checkDepth(text, JSON_DEPTH_LIMIT);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Malformed JSON body');
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON object body; an empty body counts as `{}` (clients post `{}` or nothing for "no parameters"). */
export async function readJsonObject(request: Request, limit = JSON_LIMIT): Promise<Record<string, unknown>> {
  const body = await readJson(request, limit);
  if (body === undefined) return {};
  if (!isPlainObject(body)) throw badRequest('Body must be a JSON object');
  return body;
}

/** A multipart/form-data body, or `null` when the request is not multipart. */
export async function readForm(request: Request, limit = UPLOAD_LIMIT): Promise<FormData | null> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  const bytes = await readBytes(request, limit);
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('Malformed multipart body');
  }
}
