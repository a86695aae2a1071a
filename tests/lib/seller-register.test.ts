import { describe, expect, it } from 'vitest';
import { sellerRegisterLink, withSellerRegisterLink } from '../../src/lib/seller-register';

describe('where Become a Seller goes', () => {
  it("is the marketplace's own sign-up page when the settings name a web address", () => {
    expect(sellerRegisterLink('https://sellers.example.com/join?from=shop')).toEqual({
      kind: 'external',
      href: 'https://sellers.example.com/join?from=shop',
    });
  });

  it('is the storefront form without one, or with anything that is not a web address', () => {
    for (const url of [
      null,
      undefined,
      '',
      '/sell',
      'javascript:alert(1)',
      'mailto:sell@example.com',
      '//evil.example',
    ]) {
      expect(sellerRegisterLink(url)).toEqual({ kind: 'internal', path: '/shop/register' });
    }
  });

  it('replaces a link to the form, and only that one', () => {
    const external = 'https://sellers.example.com/join';
    expect(withSellerRegisterLink({ kind: 'internal', path: '/shop/register' }, external)).toEqual({
      kind: 'external',
      href: external,
    });
    expect(withSellerRegisterLink({ kind: 'internal', path: '/shop/register/' }, external).kind).toBe('external');
    const about = { kind: 'internal', path: '/about-us' } as const;
    expect(withSellerRegisterLink(about, external)).toBe(about);
    const help = { kind: 'external', href: 'https://help.example.com/' } as const;
    expect(withSellerRegisterLink(help, external)).toBe(help);
    expect(withSellerRegisterLink({ kind: 'internal', path: '/shop/register' }, null)).toEqual({
      kind: 'internal',
      path: '/shop/register',
    });
  });
});
