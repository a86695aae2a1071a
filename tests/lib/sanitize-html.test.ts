import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeHtmlNodes } from '../../src/lib/sanitize-html';
import { HTML_ATTACKS } from '../fixtures/html-attacks';
import { FORBIDDEN_MARKUP, problemsIn as problemsInOutput, visibleText } from '../fixtures/html-output-check';

/** What a shopper's browser would build from the sanitised markup. */
function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').body;
}

const problemsIn = (html: string) => problemsInOutput(html, parse);

describe('sanitizeHtml: the XSS corpus', () => {
  it('holds enough attacks, and the check catches them unsanitised', () => {
    expect(HTML_ATTACKS.length).toBeGreaterThanOrEqual(60);
    expect(problemsIn('<img src=x onerror=alert(1)>')).toContain('attribute onerror on <img>');
    expect(problemsIn('<a href="jAvAsCrIpT:alert(1)" rel="noopener noreferrer">x</a>')).toContain(
      'href="jAvAsCrIpT:alert(1)"',
    );
    expect(problemsIn('<p><a href="https://ok.example">x</a></p>')).toEqual(['a link without rel']);
    expect(problemsIn('<iframe srcdoc="x"></iframe>')).toEqual(['element <iframe>', 'attribute srcdoc on <iframe>']);
    expect(FORBIDDEN_MARKUP.test('<p/onclick=alert(1)>')).toBe(true);
  });

  it.each(HTML_ATTACKS)('leaves no script, handler or unsafe URL, and the same text, in $html', (attack) => {
    const clean = sanitizeHtml(attack.html);
    expect(problemsIn(clean)).toEqual([]);
    expect(clean).not.toMatch(FORBIDDEN_MARKUP);
    for (const markup of attack.mustNotSurvive ?? []) expect(clean.toLowerCase()).not.toContain(markup.toLowerCase());
    expect(visibleText(clean, parse)).toBe(attack.text);
  });

  it.each(HTML_ATTACKS)('is stable when sanitised again (no parser mutation) for $html', ({ html }) => {
    const clean = sanitizeHtml(html);
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
