/**
 * Untrusted HTML read without a DOM. Chromium checks an inline event handler against the Content-Security-Policy
 * the moment a parser sets it on an element of any document of the page (the page's own, a DOMParser's, an
 * inert `createHTMLDocument`, a <template>'s, even the Sanitizer API's `Document.parseHTML`), and reports every
 * one as a violation, though nothing runs (issue 33 §5). So rich text is read here first, by the tokenizer of the
 * HTML standard (§13.2.5), and written back as markup of the rich-text policy's tags and attributes only
 * (config/richTextPolicy.ts); DOMPurify then parses that and applies the rest of the policy (styles, links).
 *
 * Every `<` of the result is a tag written here: the browser reads exactly these tokens, whatever this reader
 * made of the input. Text and attribute values are kept as written (character references included), their `<`
 * and `>` escaped; comments, doctypes and processing instructions are dropped, and so are the elements DOMPurify
 * drops with their content.
 */
import { RICH_TEXT_CONFIG } from 'config/richTextPolicy';

const TAGS = new Set(RICH_TEXT_CONFIG.ALLOWED_TAGS);
/** The policy has no event handler; one added to it by mistake is still never written. */
const ATTRIBUTES = new Set(RICH_TEXT_CONFIG.ALLOWED_ATTR?.filter((name) => !/^on/i.test(name)));

/** Elements whose content the tokenizer reads as text up to their end tag (RAWTEXT, RCDATA, script data). */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'textarea']);
/** Of those, the one whose text DOMPurify keeps (its other elements are dropped with their content). */
const KEPT_TEXT = 'textarea';
/** Elements parsed as markup whose content DOMPurify drops with them (its FORBID_CONTENTS that close explicitly). */
const DROPPED_WITH_CONTENT = new Set(['noscript', 'template', 'audio', 'video']);

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
const isAlpha = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (char) => char.toLowerCase());

interface Tag {
  name: string;
  /** Attribute names with their values as written (character references not decoded); the first of a name wins. */
  attributes: Map<string, string>;
  /** Where the input goes on after the tag's `>`. */
  next: number;
}

/**
 * The tag whose name starts at `start` (just after `<` or `</`), read as the tokenizer's tag name, attribute and
 * attribute value states read it; null when the input ends inside it (the tokenizer then drops it).
 */
function readTag(html: string, start: number): Tag | null {
  let at = start;
  while (at < html.length && !isSpace(html[at]) && html[at] !== '/' && html[at] !== '>') at += 1;
  const tag: Tag = { name: asciiLower(html.slice(start, at)), attributes: new Map(), next: 0 };
  for (;;) {
    // Before (or after) an attribute name: spaces, and a `/` not followed by `>`, separate attributes.
    while (isSpace(html[at]) || (html[at] === '/' && html[at + 1] !== '>')) at += 1;
    if (at >= html.length) return null;
    if (html[at] === '/') at += 1;
    if (html[at] === '>') return { ...tag, next: at + 1 };
    // An attribute name: its first character may be `=`, the others end at a space, `/`, `>` or `=`.
    const nameStart = at;
    at += 1;
    while (at < html.length && !isSpace(html[at]) && !'/>='.includes(html[at])) at += 1;
    const name = asciiLower(html.slice(nameStart, at));
    const fresh = !tag.attributes.has(name);
    if (fresh) tag.attributes.set(name, '');
    while (isSpace(html[at])) at += 1;
    if (html[at] !== '=') continue;
    at += 1;
    while (isSpace(html[at])) at += 1;
    let value: string;
    const quote = html[at];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, at + 1);
      if (close < 0) return null;
      value = html.slice(at + 1, close);
      at = close + 1;
    } else {
      // Unquoted (empty when a `>` comes first): up to a space or `>`.
      const valueStart = at;
      while (at < html.length && !isSpace(html[at]) && html[at] !== '>') at += 1;
      value = html.slice(valueStart, at);
    }
    if (fresh) tag.attributes.set(name, value);
  }
}

/** Where a comment, doctype or bogus comment that starts at `start` (just after `<!`) ends. */
function afterDeclaration(html: string, start: number): number {
  if (html.startsWith('--', start)) {
    // `-->` may share the opening's dashes (`<!-->`, `<!--->`); `--!>` may not.
    const ends = [
      [html.indexOf('-->', start), 3],
      [html.indexOf('--!>', start + 2), 4],
    ].filter(([at]) => at >= 0);
    return ends.length ? Math.min(...ends.map(([at, length]) => at + length)) : html.length;
  }
  return afterBogusComment(html, start);
}

/** A doctype, `<?...>`, `<![CDATA[...>` or `</` + non-letter ends at the first `>`. */
function afterBogusComment(html: string, start: number): number {
  const close = html.indexOf('>', start);
  return close < 0 ? html.length : close + 1;
}

/** Where the raw text of a `name` element that starts at `start` ends: at `</name` and a space, `/` or `>`. */
function rawTextEnd(html: string, start: number, name: string): number {
  const lower = asciiLower(html);
  for (let at = lower.indexOf(`</${name}`, start); at >= 0; at = lower.indexOf(`</${name}`, at + 1)) {
    const after = html[at + name.length + 2];
    if (isSpace(after) || after === '/' || after === '>') return at;
  }
  return html.length;
}

/** `<` and `>` as references: the browser reads the same characters, and no `<` but a written tag's is left. */
const escape = (chunk: string) => chunk.replace(/</g, '&lt;').replace(/>/g, '&gt;');

const startTag = ({ name, attributes }: Tag) =>
  `<${name}${[...attributes]
    .filter(([attribute]) => ATTRIBUTES.has(attribute))
    .map(([attribute, value]) => ` ${attribute}="${escape(value).replace(/"/g, '&quot;')}"`)
    .join('')}>`;

/**
 * The untrusted HTML as markup of the rich-text policy's tags and attributes only, read without a DOM: whatever
 * the input holds, parsing the result never sets an event handler attribute on an element.
 */
export function allowedMarkup(html: string): string {
  let out = '';
  /** The element being dropped with its content, and how many of its kind are open inside it. */
  let dropping: { name: string; depth: number } | null = null;
  const text = (chunk: string) => {
    if (!dropping) out += escape(chunk.replace(/\0/g, ''));
  };
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) {
      text(html.slice(at));
      break;
    }
    text(html.slice(at, open));
    at = open + 1;
    const next = html[at];
    if (next === '!') {
      at = afterDeclaration(html, at + 1);
    } else if (next === '?') {
      at = afterBogusComment(html, at);
    } else if (next === '/') {
      const first = html[at + 1];
      if (first === undefined) {
        text('</');
        break;
      }
      if (first === '>') {
        at += 2;
        continue;
      }
      if (!isAlpha(first)) {
        at = afterBogusComment(html, at + 1);
        continue;
      }
      const tag = readTag(html, at + 1);
      if (!tag) break;
      at = tag.next;
      if (dropping) {
        if (tag.name === dropping.name && --dropping.depth === 0) dropping = null;
      } else if (TAGS.has(tag.name)) out += `</${tag.name}>`;
    } else if (!isAlpha(next)) {
      text('<');
    } else {
      const tag = readTag(html, at);
      if (!tag) break;
      at = tag.next;
      if (RAW_TEXT.has(tag.name)) {
        const end = rawTextEnd(html, at, tag.name);
        if (tag.name === KEPT_TEXT) text(html.slice(at, end));
        at = end;
      } else if (tag.name === 'plaintext') {
        // The rest of the input is its text, which DOMPurify drops with it.
        break;
      } else if (dropping) {
        if (tag.name === dropping.name) dropping.depth += 1;
      } else if (DROPPED_WITH_CONTENT.has(tag.name)) {
        dropping = { name: tag.name, depth: 1 };
      } else if (TAGS.has(tag.name)) out += startTag(tag);
    }
  }
  return out;
}
