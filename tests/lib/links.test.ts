import { describe, expect, it } from 'vitest';
import { mailtoHref, resolveLink, safeExternalHref, safeInternalPath, telHref } from '../../common/links';

describe('safeExternalHref', () => {
  it.each([
    ['https://help.example.com/faq?q=1', 'https://help.example.com/faq?q=1'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
    ['tel:+15550100000', 'tel:+15550100000'],
    ['  https://example.com/padded  ', 'https://example.com/padded'],
    ['HTTPS://EXAMPLE.COM/', 'https://example.com/'],
    // The browser would follow the parsed form, so that is the form rendered.
    ['https:example.com', 'https://example.com/'],
  ])('allows %s', (value, href) => {
    expect(safeExternalHref(value)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example.com',
    '\\\\evil.example.com',
    '/\\evil.example.com',
    'http://',
    'example.com',
    '/about-us',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeExternalHref(value)).toBeNull();
  });
});

describe('safeInternalPath', () => {
  it.each(['/', '/shops', '/categories/3?subcategory=7', '/page/about#team'])('allows %s', (value) => {
    expect(safeInternalPath(value)).toBe(value);
  });

  it.each([
    '//evil.example.com',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    '/\n/evil.example.com',
    'shops',
    'https://example.com',
    'javascript:alert(1)',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(safeInternalPath(value)).toBeNull();
  });
});

describe('resolveLink', () => {
  it('keeps a site path internal and a safe URL external when the kind is not given', () => {
    expect(resolveLink('/blogs')).toEqual({ kind: 'internal', path: '/blogs' });
    expect(resolveLink('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(resolveLink('javascript:alert(1)')).toBeNull();
  });

  it('follows the is_external flag of a menu item', () => {
    expect(resolveLink('/shops', false)).toEqual({ kind: 'internal', path: '/shops' });
    expect(resolveLink('https://example.com', false)).toBeNull();
    expect(resolveLink('https://example.com', true)).toEqual({ kind: 'external', href: 'https://example.com/' });
    expect(resolveLink('/shops', true)).toBeNull();
    expect(resolveLink('data:text/html,hi', true)).toBeNull();
  });
});

describe('telHref', () => {
  it.each([
    ['+1 555 010 0000', 'tel:+15550100000'],
    ['tel:+15550100000', 'tel:+15550100000'],
    ['(555) 010-0000', 'tel:5550100000'],
  ])('turns %s into %s', (value, href) => {
    expect(telHref(value)).toBe(href);
  });

  it.each(['javascript:alert(1)', 'call us', 'tel:', '+', '', null])('refuses %j', (value) => {
    expect(telHref(value)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it.each([
    ['support@example.com', 'mailto:support@example.com'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
  ])('turns %s into %s', (value, href) => {
    expect(mailtoHref(value)).toBe(href);
  });

  it.each(['javascript:alert(1)//@example.com', 'not an address', 'a@b', 'a@b.com?bcc=x@y.com', '', null])(
    'refuses %j',
    (value) => {
      expect(mailtoHref(value)).toBeNull();
    },
  );
});
