import { expect } from 'vitest';

/** Messages a hostile writer could send; each must show as its own text, with http(s) links at most. */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click me</a>',
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox("hi")',
  '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#60;b&#62;',
  '&#x6A;avascript:alert(1)',
  '<div onclick="alert(1)" onmouseover=alert(1)>hover me</div>',
  '<a href="https://good.example" onclick="alert(1)">x</a>',
  '//evil.example/steal',
  'go to //evil.example or \\\\evil.example',
  'https://good.example/"><script>alert(1)</script>',
  "https://good.example/' onmouseover='alert(1)",
  'https://good.example/?q=<b>bold</b>&x=1',
  'javascript:alert("https://good.example")',
  '<style>body{display:none}</style>',
  '{{constructor.constructor("alert(1)")()}}',
];

/** Every rule a rendered message keeps, whatever it says. */
export function expectOnlyTextAndSafeLinks(root: Element) {
  for (const element of root.querySelectorAll('*')) {
    expect(['A', 'SPAN']).toContain(element.tagName);
    for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
  }
  for (const anchor of root.querySelectorAll('a')) {
    expect(anchor.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(anchor).toHaveAttribute('target', '_blank');
  }
}
