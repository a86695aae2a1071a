import { describe, expect, it } from 'vitest';
import { safeWebHref } from '../../common/links';
import { splitChatText } from '../../src/lib/chat-text';

const joined = (message: string) =>
  splitChatText(message)
    .map((segment) => segment.text)
    .join('');

describe('splitChatText', () => {
  it('keeps a message without an address as one text segment', () => {
    expect(splitChatText('Are the avocados ripe?')).toEqual([{ kind: 'text', text: 'Are the avocados ripe?' }]);
    expect(splitChatText('')).toEqual([]);
  });

  it('links http and https addresses between text, with the parsed address as href', () => {
    expect(splitChatText('See https://shop.example/p/1 or HTTP://Shop.Example now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://shop.example/p/1', href: 'https://shop.example/p/1' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'HTTP://Shop.Example', href: 'http://shop.example/' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation and an unmatched bracket out of the address', () => {
    expect(splitChatText('(look at https://a.example/x_(y).) ok?')).toEqual([
      { kind: 'text', text: '(look at ' },
      { kind: 'link', text: 'https://a.example/x_(y)', href: 'https://a.example/x_(y)' },
      { kind: 'text', text: '.) ok?' },
    ]);
    expect(splitChatText('هنا https://a.example/ar، شكرا')[1]).toEqual({
      kind: 'link',
      text: 'https://a.example/ar',
      href: 'https://a.example/ar',
    });
  });

  it('ends an address at a quote, so a quote cannot carry it into an attribute', () => {
    expect(splitChatText('https://a.example/"onmouseover="alert(1)')).toEqual([
      { kind: 'link', text: 'https://a.example/', href: 'https://a.example/' },
      { kind: 'text', text: '"onmouseover="alert(1)' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    'ftp://files.example/a',
    'mailto:someone@example.com',
    'https://',
    'xhttps://glued.example',
    '<a href="javascript:alert(1)">x</a>',
  ])('keeps %j as text only', (message) => {
    expect(splitChatText(message)).toEqual([{ kind: 'text', text: message }]);
  });

  it('never loses or adds a character', () => {
    for (const message of ['a https://b.example/c. d', 'x https://y.example/"z', 'https://q.example)', 'plain']) {
      expect(joined(message)).toBe(message);
    }
  });
});

describe('safeWebHref', () => {
  it('accepts http(s) addresses only', () => {
    expect(safeWebHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeWebHref('mailto:a@example.com')).toBeNull();
    expect(safeWebHref('tel:+15550100000')).toBeNull();
    expect(safeWebHref('javascript:alert(1)')).toBeNull();
  });
});
