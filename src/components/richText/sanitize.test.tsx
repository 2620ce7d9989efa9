import { isBlankHtml, sanitizeHtml } from './sanitize';
import { DANGER, XSS_CORPUS } from './xssCorpus';

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
