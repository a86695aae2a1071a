import { describe, expect, it } from 'vitest';
import { safeHtml } from '../../server/catalog/safe-html';

const REL = 'rel="noopener noreferrer"';

/** Every tag left in the output is an allowed one without attributes, or a link with a safe href and the rel. */
function onlyAllowedMarkup(html: string): boolean {
  const plain = /^<\/?(p|br|ul|ol|li|strong|em|b|i|h2|h3|h4|blockquote|a)>$/;
  const link = new RegExp(`^<a (href="(https?://|mailto:|/(?![/\\\\]))[^"<>]*" )?${REL}>$`, 'i');
  return (html.match(/<[^>]*>?/g) ?? []).every((tag) => plain.test(tag) || link.test(tag));
}

/** Payloads from the usual XSS cheat sheets: none may leave a script, a handler or an unsafe URL. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script/src="x"></script>',
  '<script>document.write("<p>")</script><p>after</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"',
  '<svg onload=alert(1)><circle r=1></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><img src onerror=alert(1)></mtext></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a onmouseover=alert(1) href=https://ok.example>x</a>',
  '<a href="https://ok.example"onclick="alert(1)">x</a>',
  '<a href="https://ok.example/"><img src=x onerror=alert(1)></a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p onclick="alert(1)">x</p>',
  '<style>@import "javascript:alert(1)";</style><p>x</p>',
  '<!--<script>alert(1)</script>--><p>x</p>',
  '<!--><script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<textarea><script>alert(1)</script></textarea>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<plaintext><script>alert(1)</script>',
  '<p>unterminated <script>alert(1)',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<<script>alert(1)//<</script>',
  '<a href="https://ok.example/?q=&quot;><script>alert(1)</script>">x</a>',
  '<strong>bold<em>nested</strong>',
  '</p></li></ul><p>',
];

describe('safeHtml', () => {
  it.each(XSS_CORPUS)('leaves no script, handler or unsafe link: %s', (payload) => {
    const out = safeHtml(payload);
    expect(onlyAllowedMarkup(out)).toBe(true);
    expect(out).not.toMatch(/<script|<img|<svg|<iframe|<object|<embed|<style|<form|<meta|<base|<link/i);
    expect(out).not.toMatch(/href="[^"]*(javascript|vbscript|data):/i);
  });

  it('keeps the allowed tags and drops their attributes', () => {
    const html =
      '<h2 class="x">Title</h2><p id="a">One<br/>two</p><ul><li><strong>b</strong> <em>e</em> <b>b</b> <i>i</i></li></ul><ol><li>1</li></ol><h3>3</h3><h4>4</h4><blockquote>q</blockquote>';
    expect(safeHtml(html)).toBe(
      '<h2>Title</h2><p>One<br>two</p><ul><li><strong>b</strong> <em>e</em> <b>b</b> <i>i</i></li></ul><ol><li>1</li></ol><h3>3</h3><h4>4</h4><blockquote>q</blockquote>',
    );
  });

  it('keeps http(s), mailto and site links with rel="noopener noreferrer", and only their href', () => {
    expect(safeHtml('<a href="https://shop.example/a?b=1&amp;c=2" target="_blank" onclick="x()">go</a>')).toBe(
      `<a href="https://shop.example/a?b=1&amp;c=2" ${REL}>go</a>`,
    );
    expect(safeHtml("<a href='mailto:help@shop.example'>mail</a>")).toBe(
      `<a href="mailto:help@shop.example" ${REL}>mail</a>`,
    );
    expect(safeHtml('<a href="/return-policy">returns</a>')).toBe(`<a href="/return-policy" ${REL}>returns</a>`);
  });

  it('keeps a link with an unsafe href as plain text in an anchor without href', () => {
    expect(safeHtml('<a href="javascript:alert(1)">click</a>')).toBe(`<a ${REL}>click</a>`);
    expect(safeHtml('<a href="data:text/html,x">click</a>')).toBe(`<a ${REL}>click</a>`);
  });

  it('drops script and style elements with their contents, and comments', () => {
    expect(safeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><!-- note --><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('drops unknown tags but keeps their text', () => {
    expect(safeHtml('<div><span onclick="x">hello</span></div>')).toBe('hello');
  });

  it('escapes stray angle brackets and bare ampersands, and keeps character references', () => {
    expect(safeHtml('1 < 2 > 0 & R&D &amp; &lt;b&gt; &#169; &copy;')).toBe(
      '1 &lt; 2 &gt; 0 &amp; R&amp;D &amp; &lt;b&gt; &#169; &copy;',
    );
  });

  it('balances tags: closes what is left open and drops end tags that close nothing', () => {
    expect(safeHtml('<p><strong>bold<em>both</strong> after')).toBe('<p><strong>bold<em>both</em></strong> after</p>');
    expect(safeHtml('</li>text</p>')).toBe('text');
  });

  it('passes the seed-style safe HTML through unchanged', () => {
    const html = '<p>Hello.</p>\n<h2>List</h2><ul><li><strong>One</strong> thing.</li></ul>';
    expect(safeHtml(html)).toBe(html);
  });
});
