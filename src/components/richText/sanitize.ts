/**
 * Rich text is sanitized with DOMPurify before it is saved and before it is shown (ARCHITECTURE §8), with the
 * policy the mock backend applies too (config/richTextPolicy.ts).
 */
import DOMPurify from 'dompurify';
import { createRichTextSanitizer } from 'config/richTextPolicy';

export const sanitizeHtml: (html: string) => string = createRichTextSanitizer(DOMPurify);

/** Whether the HTML shows no text at all (an editor's empty `<p></p>`). */
export function isBlankHtml(html: string | undefined | null): boolean {
  if (!html) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text.length === 0 && !/<(hr)\b/i.test(html);
}
