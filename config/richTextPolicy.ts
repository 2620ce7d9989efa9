/**
 * What rich text may contain (ARCHITECTURE §8): one DOMPurify policy for the editor (before save and before
 * display) and for the mock backend (before storing), so both keep exactly the same HTML.
 *
 * The editor writes headings, paragraphs, inline styles, lists and links; braft-editor renders strike-through
 * (and alignment, colours) as inline `style`, so `style` is allowed but filtered declaration by declaration.
 */
import type { Config, DOMPurify } from 'dompurify';

const TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sup',
  'sub',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'pre',
  'code',
  'hr',
];

const ATTRIBUTES = ['href', 'target', 'rel', 'style', 'title'];

const STYLE_PROPERTIES = new Set([
  'text-decoration',
  'text-align',
  'text-indent',
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'line-height',
  'letter-spacing',
]);

/** Plain values only: no url(), expression(), escapes, comments or at-rules. */
const SAFE_STYLE_VALUE = /^[#\w\s.,%()+-]*$/;
const UNSAFE_STYLE_VALUE = /url\s*\(|expression|javascript|behavio(u)?r|@import|\\|\/\*/i;

/** Links go to the web, a mail or a phone number, or stay on the page. */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|#)/i;

export const RICH_TEXT_CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

/** The style attribute with only the allowed, plain declarations left. */
export function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .filter((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon <= 0) return false;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return (
        STYLE_PROPERTIES.has(property) && SAFE_STYLE_VALUE.test(value) && !UNSAFE_STYLE_VALUE.test(value)
      );
    })
    .join('; ');
}

/** Sets the policy's hooks on a DOMPurify instance and returns the sanitizer. */
export function createRichTextSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName === 'style') {
      const kept = filterStyle(event.attrValue);
      if (kept) event.attrValue = kept;
      else event.keepAttr = false;
    }
    if (event.attrName === 'href' && !SAFE_HREF.test(event.attrValue.trim())) event.keepAttr = false;
    if (event.attrName === 'target' && event.attrValue !== '_blank') event.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens a new window must not hand it our window (reverse tabnabbing).
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html: string) => (html ? purify.sanitize(html, RICH_TEXT_CONFIG) : '');
}
