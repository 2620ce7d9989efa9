/**
 * The backend's side of rich-text safety: stored rich text goes through the same DOMPurify policy as the
 * editor's (config/richTextPolicy.ts), so a client that skips sanitizing cannot store a script either.
 * DOMPurify needs a DOM: where the mock runs beside a page (a jsdom test) the page's window, else a jsdom window of
 * its own, created on first use (jsdom is loaded only when rich text is saved: ~1 s).
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import type { JSDOM as JsdomClass } from 'jsdom';
import { createRichTextSanitizer } from '../../config/richTextPolicy';

let sanitizer: ((html: string) => string) | null = null;

function domWindow(): WindowLike {
  if (typeof window !== 'undefined') return window as unknown as WindowLike;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as { JSDOM: typeof JsdomClass };
  return new JSDOM('').window as unknown as WindowLike;
}

function load(): (html: string) => string {
  return createRichTextSanitizer(createDOMPurify(domWindow()));
}

export function sanitizeHtml(html: string): string {
  sanitizer ??= load();
  return sanitizer(html);
}
