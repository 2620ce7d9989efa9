/**
 * Rich text is sanitized with DOMPurify before it is saved and before it is shown (ARCHITECTURE §8), with the
 * policy the mock backend applies too (config/richTextPolicy.ts). DOMPurify parses what it cleans in a document of
 * the page, where Chromium reports each inline event handler to the Content-Security-Policy as it is set: it is
 * given the input as read without a DOM (allowedMarkup.ts), which holds none.
 */
import DOMPurify from 'dompurify';
import { createRichTextSanitizer } from 'config/richTextPolicy';
import { allowedMarkup } from './allowedMarkup';

const purify = createRichTextSanitizer(DOMPurify);

export const sanitizeHtml = (html: string): string => purify(allowedMarkup(html));

/** Whether the HTML shows no text at all (an editor's empty `<p></p>`). */
export function isBlankHtml(html: string | undefined | null): boolean {
  if (!html) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text.length === 0 && !/<(hr)\b/i.test(html);
}
