import { allowedMarkup } from './allowedMarkup';
import { XSS_CORPUS } from './xssCorpus';

/** A tag as allowedMarkup writes one: a policy tag, its attributes double-quoted. */
const WRITTEN_TAG = /^<\/?[a-z0-9]+( [a-z]+="[^"]*")*>/;
const POLICY_ATTRIBUTES = new Set(['href', 'target', 'rel', 'style', 'title']);

/** Every tag of the result, each checked to be one allowedMarkup writes (anything else fails the test). */
function tagsOf(markup: string): string[] {
  const tags: string[] = [];
  for (let at = markup.indexOf('<'); at >= 0; at = markup.indexOf('<', at + 1)) {
    const tag = WRITTEN_TAG.exec(markup.slice(at))?.[0];
    if (!tag) throw new Error(`not a written tag at ${at}: ${markup.slice(at, at + 40)}`);
    tags.push(tag);
  }
  return tags;
}

describe('allowedMarkup', () => {
  it('reads HTML without a DOM: there is none where this test runs', () => {
    expect(typeof document).toBe('undefined');
    expect(allowedMarkup('<p onclick="a()">x</p>')).toBe('<p>x</p>');
  });

  it.each([
    ...XSS_CORPUS,
    '<img/onerror=alert(1) src=x>',
    '<p/onclick=alert(1)>x</p>',
    '<P ONCLICK=alert(1) Title=t>x</P>',
    '<p ="x" onclick=alert(1)>x</p>',
    '<p title="a"onclick=alert(1)>x</p>',
    "<p title='\"><img src=x onerror=alert(1)>'>x</p>",
    '<p onclick=alert(1)//>x</p>',
    '</p onclick=alert(1)><p>x</p>',
    '<!--><img src=x onerror=alert(1)>-->',
    '<!---><img src=x onerror=alert(1)>',
    '<!--!><img src=x onerror=alert(2)>-->',
    '<![CDATA[<img src=x onerror=alert(1)>]]>',
    '<?php <img src=x onerror=alert(1)> ?>',
    '<svg><style><img src=x onerror=alert(1)></style></svg>',
    '<textarea><img src=x onerror=alert(1)></textarea>',
    '<script><!--<script></script><img src=x onerror=alert(1)>--></script>',
    '<p onclick="alert(1)',
    '<a href="https://moto.example" onmouseover',
  ])('writes only policy tags and attributes for %s', (payload) => {
    for (const tag of tagsOf(allowedMarkup(payload))) {
      for (const [, name] of tag.matchAll(/ ([a-z]+)="/g)) expect(POLICY_ATTRIBUTES).toContain(name);
    }
  });

  it('keeps what the editor writes as written', () => {
    const html =
      '<h1>Title</h1><p><strong>b</strong> <em>i</em> <u>u</u> <span style="text-decoration:line-through">s</span>' +
      '<br></p><ul><li>one &amp; two&nbsp;</li></ul><p><a href="https://moto.example/a?x=1&amp;y=2" ' +
      'target="_blank" rel="noopener noreferrer">link</a></p><hr><blockquote>q</blockquote><pre><code>c</code></pre>';
    expect(allowedMarkup(html)).toBe(html);
  });

  it('drops handlers, other tags, comments and what never shows, and keeps the text', () => {
    expect(
      allowedMarkup(
        '<!DOCTYPE html><P Onclick=a() TITLE=\'say "hi"\' title=second>Hi<img src=x onerror=b()> there</P>' +
          '<!-- note --><script>c()</script><style>p{}</style><noscript><p>old</p></noscript><marquee>on</marquee>' +
          '<textarea>1 < 2</textarea> 3 > 2',
      ),
    ).toBe('<p title="say &quot;hi&quot;">Hi there</p>on1 &lt; 2 3 &gt; 2');
  });

  it('drops a tag the input ends inside, as the parser does', () => {
    expect(allowedMarkup('<p>x</p><p onclick="a()')).toBe('<p>x</p>');
    expect(allowedMarkup('a < b </')).toBe('a &lt; b &lt;/');
  });
});
