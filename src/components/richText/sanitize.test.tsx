import DOMPurify from 'dompurify';
import { RICH_TEXT_CONFIG } from 'config/richTextPolicy';
import { isBlankHtml, sanitizeHtml } from './sanitize';
import { DANGER, XSS_CORPUS } from './xssCorpus';

/** What the editor writes, and the mock's seeded rich text: read the same as DOMPurify alone reads it. */
const EDITOR_HTML = [
  '<h3>About the club</h3><p>Founded in 2011, we ride every weekend.</p><ul><li>Monthly rides of 200-400 km</li></ul>',
  '<p>年度会费：<strong>800元</strong>，每年年审时续缴。</p><p>全程 2100 公里，用了九天。<br/>装备清单：头盔。</p>',
  '<p style="text-align:center;color:#f5222d">A &amp; B&nbsp;&lt;3</p><ol><li><em>one</em></li></ol><hr>',
  '<p><a href="https://moto.example/a?x=1&amp;y=2" target="_blank">link</a> <a href="mailto:a@b.c">mail</a></p>',
  '<blockquote><p>q</p></blockquote><pre><code>x &gt; 1</code></pre><p><s>s</s><del>d</del><sup>2</sup></p>',
];

/** Every element of every document DOMParser (DOMPurify's parser) makes while `run` runs. */
function parsedElements(run: () => void): Element[] {
  const parse = DOMParser.prototype.parseFromString;
  const parsed: Document[] = [];
  const spy = jest.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
    this: DOMParser,
    html,
    type,
  ) {
    const doc = parse.call(this, html, type);
    parsed.push(doc);
    return doc;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return parsed.flatMap((doc) => [...doc.querySelectorAll('*')]);
}

const handlersOf = (elements: Element[]) =>
  elements.flatMap((element) => element.getAttributeNames().filter((name) => /^on/i.test(name)));

describe('sanitizeHtml', () => {
  it.each(XSS_CORPUS)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(clean).not.toMatch(DANGER);
    // Sanitizing is stable: what was stored comes back the same when shown.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps what the editor writes: headings, styles, lists and links', () => {
    const html =
      '<h1>Title</h1><h5>Small</h5><p><strong>b</strong> <em>i</em> <u>u</u> ' +
      '<span style="text-decoration:line-through">s</span></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://moto.example/a" target="_blank">link</a></p>';
    expect(sanitizeHtml(html)).toBe(
      '<h1>Title</h1><h5>Small</h5><p><strong>b</strong> <em>i</em> <u>u</u> ' +
        '<span style="text-decoration:line-through">s</span></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<p><a href="https://moto.example/a" target="_blank" rel="noopener noreferrer">link</a></p>',
    );
  });

  it('keeps the safe declarations of a style and drops the rest', () => {
    expect(sanitizeHtml('<p style="color: red; background-image: url(x); text-align: center">x</p>')).toBe(
      '<p style="color: red; text-align: center">x</p>',
    );
  });

  it('never parses an event handler: Chromium reports each one to the Content-Security-Policy', () => {
    const hostile = [...XSS_CORPUS, '<p>Check my route!<img src="x" onerror="alert(1)"></p>'];
    const elements = parsedElements(() => hostile.forEach((payload) => sanitizeHtml(payload)));
    expect(elements.length).toBeGreaterThan(0);
    expect(handlersOf(elements)).toEqual([]);
    // DOMPurify alone parses them, then removes them.
    const alone = parsedElements(() =>
      hostile.forEach((payload) => DOMPurify.sanitize(payload, RICH_TEXT_CONFIG)),
    );
    expect(handlersOf(alone)).toContain('onerror');
  });

  it.each(EDITOR_HTML)('reads what the editor writes as DOMPurify alone does: %s', (html) => {
    expect(sanitizeHtml(html)).toBe(DOMPurify.sanitize(html, RICH_TEXT_CONFIG));
  });

  it('keeps mail and phone links', () => {
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a><a href="tel:+86400">t</a>')).toBe(
      '<a href="mailto:a@b.c">m</a><a href="tel:+86400">t</a>',
    );
  });
});

describe('isBlankHtml', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p>&nbsp; </p>', true],
    ['<p>x</p>', false],
  ])('%p is blank: %p', (html, blank) => expect(isBlankHtml(html)).toBe(blank));
});
