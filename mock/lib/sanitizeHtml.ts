/**
 * The backend's side of rich-text safety: stored rich text goes through the same DOMPurify policy as the
 * editor's (config/richTextPolicy.ts), so a client that skips sanitizing cannot store a script either.
 * DOMPurify needs a DOM: a jsdom window, created on first use (jsdom is loaded only when rich text is saved).
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import type { JSDOM as JsdomClass } from 'jsdom';
import { createRichTextSanitizer } from '../../config/richTextPolicy';

let sanitizer: ((html: string) => string) | null = null;

function load(): (html: string) => string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as { JSDOM: typeof JsdomClass };
  const { window } = new JSDOM('');
  return createRichTextSanitizer(createDOMPurify(window as unknown as WindowLike));
}

export function sanitizeHtml(html: string): string {
  sanitizer ??= load();
  return sanitizer(html);
}
