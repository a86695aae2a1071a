import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeHtmlNodes } from '../../src/lib/sanitize-html';

const ALLOWED = new Set(
  'p br strong b em i u h2 h3 h4 h5 h6 ul ol li a blockquote img figure figcaption table caption colgroup col thead tbody tfoot tr th td span div hr code pre'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set(
  'href rel target src alt width height loading decoding colspan rowspan scope span start dir lang'.split(' '),
);
const SAFE_URL = /^(https?:\/\/[^/\\]|mailto:|\/(?![/\\]))/i;

/** What a shopper's browser would build from the sanitised markup. */
function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').body;
}

/** Every problem the markup still has: an element, attribute or URL outside the allow-list. */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  for (const element of Array.from(parse(html).querySelectorAll('*'))) {
    const tag = element.localName;
    if (!ALLOWED.has(tag)) problems.push(`element <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!ALLOWED_ATTRIBUTES.has(name)) problems.push(`attribute ${name} on <${tag}>`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value)) problems.push(`${name}="${value}"`);
      if (/javascript:|vbscript:|data:/i.test(value)) problems.push(`${name}="${value}"`);
    }
    if (tag === 'a' && element.getAttribute('rel') !== 'noopener noreferrer') problems.push('a link without rel');
  }
  return problems;
}

/** Classic payloads from the XSS cheat sheets, including parser-mutation ones. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"',
  '<IMG SRC="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img srcset="javascript:alert(1)" src="/ok.png">',
  '<svg onload=alert(1)><circle r=1></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><h1><a href="javascript:alert(1)">x</a></h1></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<template><img src=x onerror=alert(1)></template>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jAvAsCrIpT:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#1;javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="javas&#x0A;cript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a onmouseover=alert(1) href=https://ok.example>x</a>',
  '<a href="https://ok.example/"><img src=x onerror=alert(1)></a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="behavior: url(x.htc)" onclick="alert(1)">x</div>',
  '<style>@import "javascript:alert(1)";</style><p>x</p>',
  '<!--<script>alert(1)</script>--><p>x</p>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<textarea><script>alert(1)</script></textarea>',
  '<p id="cookie" name="forms" class="x">clobber</p>',
  '<p><a href="javascript:alert(1)"><b>unclosed',
  '<div><div><div><span onmouseover=alert(1)>deep',
];

describe('sanitizeHtml: the XSS corpus', () => {
  it('holds enough classic payloads, and the check catches them unsanitised', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(25);
    expect(problemsIn('<img src=x onerror=alert(1)>')).toContain('attribute onerror on <img>');
    expect(problemsIn('<a href="jAvAsCrIpT:alert(1)" rel="noopener noreferrer">x</a>')).toContain(
      'href="jAvAsCrIpT:alert(1)"',
    );
    expect(problemsIn('<p><a href="https://ok.example">x</a></p>')).toEqual(['a link without rel']);
    expect(problemsIn('<iframe srcdoc="x"></iframe>')).toEqual(['element <iframe>', 'attribute srcdoc on <iframe>']);
  });

  it.each(XSS_CORPUS)('leaves no script, handler or unsafe URL in %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(problemsIn(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|<style|<iframe|<svg|<math|onerror|onload|srcdoc/i);
  });

  it.each(XSS_CORPUS)('is stable when sanitised again (no parser mutation) for %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps the text of a refused link, without the link', () => {
    expect(sanitizeHtml('<p><a href="javascript:alert(1)">Click</a> here</p>')).toBe('<p>Click here</p>');
  });

  it('drops code and embedded documents with their content, but unwraps unknown elements', () => {
    expect(sanitizeHtml('<script>alert(1)</script><section><p>kept</p></section>')).toBe('<p>kept</p>');
    expect(sanitizeHtml('<form><p>inside a form</p></form><font>plain</font>')).toBe('plain');
  });

  it('shows markup written as text as text', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('cuts absurdly deep nesting instead of walking it', () => {
    const nested = (depth: number) => `${'<span>'.repeat(depth)}text${'</span>'.repeat(depth)}`;
    expect(sanitizeHtml(nested(10))).toContain('text');
    expect(sanitizeHtml(nested(1000))).not.toContain('text');
  });
});

describe('sanitizeHtml: ordinary content', () => {
  it('keeps headings, paragraphs, emphasis and lists; an h1 becomes an h2', () => {
    const html =
      '<h1>Title</h1><h2>Part</h2><h3>Sub</h3><p>Some <strong>bold</strong>, <em>stressed</em> and <u>marked</u> text.<br>Next line.</p><ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol><blockquote>Quoted</blockquote><hr><pre><code>x = 1</code></pre>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Title</h2><h2>Part</h2><h3>Sub</h3><p>Some <strong>bold</strong>, <em>stressed</em> and <u>marked</u> text.<br>Next line.</p><ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol><blockquote>Quoted</blockquote><hr><pre><code>x = 1</code></pre>',
    );
  });

  it('keeps site links in the tab and sends other sites to a new one, always with rel', () => {
    expect(sanitizeHtml('<a href="/return-policy">Returns</a>')).toBe(
      '<a href="/return-policy" rel="noopener noreferrer">Returns</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_self">Out</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">Out</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@example.com">Mail</a>')).toBe(
      '<a href="mailto:help@example.com" rel="noopener noreferrer">Mail</a>',
    );
  });

  it('keeps images with their size and text alternative, lazy', () => {
    expect(
      sanitizeHtml(
        '<figure><img src="/media/a.svg" alt="A chair" width="800" height="450" style="x"><figcaption>Oak</figcaption></figure>',
      ),
    ).toBe(
      '<figure><img src="/media/a.svg" alt="A chair" width="800" height="450" loading="lazy" decoding="async"><figcaption>Oak</figcaption></figure>',
    );
    expect(sanitizeHtml('<img src="https://cdn.example.com/b.png">')).toBe(
      '<img src="https://cdn.example.com/b.png" alt="" loading="lazy" decoding="async">',
    );
  });

  it('keeps tables without the whitespace between their parts', () => {
    expect(sanitizeHtml('<table>\n<tr>\n<th scope="col">Size</th>\n<td colspan="2">M</td>\n</tr>\n</table>')).toBe(
      '<table><tbody><tr><th scope="col">Size</th><td colspan="2">M</td></tr></tbody></table>',
    );
  });

  it('answers nothing for nothing', () => {
    expect(sanitizeHtmlNodes(null)).toEqual([]);
    expect(sanitizeHtml('')).toBe('');
  });
});
