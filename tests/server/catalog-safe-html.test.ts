// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../common/html-policy';
import { safeHtml } from '../../server/catalog/safe-html';
import { HTML_ATTACKS } from '../fixtures/html-attacks';
import { FORBIDDEN_MARKUP, problemsIn, visibleText } from '../fixtures/html-output-check';

const REL = 'rel="noopener noreferrer"';

/** What a shopper's browser would build from the server's markup (jsdom's HTML5 parser). */
function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').body;
}

describe('safeHtml: the attack corpus', () => {
  it.each(HTML_ATTACKS)('leaves no script, handler or unsafe URL, and the same text, in $html', (attack) => {
    const out = safeHtml(attack.html);
    expect(problemsIn(out, parse)).toEqual([]);
    expect(out).not.toMatch(FORBIDDEN_MARKUP);
    for (const markup of attack.mustNotSurvive ?? []) expect(out.toLowerCase()).not.toContain(markup.toLowerCase());
    expect(visibleText(out, parse)).toBe(attack.textOnServer?.text ?? attack.text);
  });

  it.each(HTML_ATTACKS)('is stable when sanitised again for $html', ({ html }) => {
    const out = safeHtml(html);
    expect(safeHtml(out)).toBe(out);
  });
});

describe('safeHtml', () => {
  it('keeps the allowed tags and drops attributes outside the allow-list; an h1 becomes an h2', () => {
    const html =
      '<h1>Top</h1><h2 class="x">Title</h2><p id="a" dir="rtl">One<br/>two</p><ul><li><strong>b</strong> <em>e</em> <b>b</b> <i>i</i></li></ul><ol start="3"><li>1</li></ol><h3>3</h3><h4>4</h4><blockquote>q</blockquote>';
    expect(safeHtml(html)).toBe(
      '<h2>Top</h2><h2>Title</h2><p dir="rtl">One<br />two</p><ul><li><strong>b</strong> <em>e</em> <b>b</b> <i>i</i></li></ul><ol start="3"><li>1</li></ol><h3>3</h3><h4>4</h4><blockquote>q</blockquote>',
    );
  });

  it('keeps http(s), mailto and site links with rel="noopener noreferrer", other sites in a new tab', () => {
    expect(safeHtml('<a href="https://shop.example/a?b=1&amp;c=2" target="_self" onclick="x()">go</a>')).toBe(
      `<a href="https://shop.example/a?b=1&amp;c=2" ${REL} target="_blank">go</a>`,
    );
    expect(safeHtml("<a href='mailto:help@shop.example'>mail</a>")).toBe(
      `<a href="mailto:help@shop.example" ${REL}>mail</a>`,
    );
    expect(safeHtml('<a href="/return-policy">returns</a>')).toBe(`<a href="/return-policy" ${REL}>returns</a>`);
  });

  it('keeps the text of a link with an unsafe href, without the link', () => {
    expect(safeHtml('<p><a href="javascript:alert(1)">click</a> here</p>')).toBe('<p>click here</p>');
    expect(safeHtml('<a href="data:text/html,x">click</a>')).toBe('click');
  });

  it('keeps images with a safe source, lazy, and tables', () => {
    expect(safeHtml('<img src="/media/a.svg" alt="A chair" width="800" style="x"><img src="x">')).toBe(
      '<img src="/media/a.svg" alt="A chair" width="800" loading="lazy" decoding="async" />',
    );
    expect(safeHtml('<table><tr><th scope="col" class="x">Size</th><td colspan="2">M</td></tr></table>')).toBe(
      '<table><tr><th scope="col">Size</th><td colspan="2">M</td></tr></table>',
    );
  });

  it('drops script and style elements with their contents, and comments', () => {
    expect(safeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><!-- note --><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('drops unknown tags but keeps their text', () => {
    expect(safeHtml('<section><font onclick="x">hello</font></section>')).toBe('hello');
  });

  it('reads character references as HTML5 does, and escapes what must be', () => {
    expect(safeHtml('1 < 2 > 0 & R&D &amp; &lt;b&gt; &#169; &copy;')).toBe(
      '1 &lt; 2 &gt; 0 &amp; R&amp;D &amp; &lt;b&gt; © ©',
    );
    expect(safeHtml('&amp b')).toBe('&amp; b');
  });

  it('ends a comment where HTML5 does', () => {
    expect(safeHtml('<!--><p>kept</p>')).toBe('<p>kept</p>');
    expect(safeHtml('<!-- a -- ><p>hidden</p> --><p>shown</p>')).toBe('<p>shown</p>');
  });

  it('balances tags: closes what is left open', () => {
    expect(safeHtml('<p><strong>bold<em>both</strong> after')).toBe('<p><strong>bold<em>both</em></strong> after</p>');
    expect(safeHtml('</li>text</p>')).toBe('text<p></p>');
  });

  it('unwraps elements nested deeper than the policy allows, keeping their text', () => {
    const nested = `${'<span>'.repeat(1000)}text${'</span>'.repeat(1000)}`;
    const out = safeHtml(nested);
    expect(out.match(/<span>/g)?.length).toBe(MAX_DEPTH);
    expect(out).toContain('text');
  });

  it('passes the seed-style safe HTML through unchanged', () => {
    const html = '<p>Hello.</p>\n<h2>List</h2><ul><li><strong>One</strong> thing.</li></ul>';
    expect(safeHtml(html)).toBe(html);
  });
});
