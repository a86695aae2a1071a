import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Link } from '../../../src/ui/kit/Link';
import { safeHref } from '../../../src/ui/kit/safeHref';
import { renderWithI18n } from './renderWithI18n';

describe('Link', () => {
  it('renders an internal link without new-tab attributes', () => {
    renderWithI18n(<Link href="/products">Products</Link>);
    const link = screen.getByRole('link', { name: 'Products' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).not.toHaveAttribute('target');
  });

  it("follows a site path in the app's router, pressed or by Enter, and says so to onPress first", async () => {
    const location = memoryLocation({ path: '/', record: true });
    const onPress = vi.fn();
    const { user } = renderWithI18n(
      <Router hook={location.hook}>
        <Link href="/products" onPress={onPress}>
          Products
        </Link>
        <Link href="/shops">Shops</Link>
      </Router>,
    );
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(location.history).toEqual(['/', '/products']);
    screen.getByRole('link', { name: 'Shops' }).focus();
    await user.keyboard('{Enter}');
    expect(location.history).toEqual(['/', '/products', '/shops']);
  });

  it('leaves a modified click to the browser (a new tab), and never routes another origin', () => {
    const location = memoryLocation({ path: '/', record: true });
    renderWithI18n(
      <Router hook={location.hook}>
        <Link href="/products">Products</Link>
        <Link href="//elsewhere.example/products">Elsewhere</Link>
      </Router>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Products' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location.history).toEqual(['/']);
  });

  it('opens an external link in a new tab, safely, and says so', () => {
    renderWithI18n(
      <Link href="https://play.google.com/store" isExternal>
        Google Play
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Google Play ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://play.google.com/store');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('refuses %j: the text shows, not as a link', (href) => {
    renderWithI18n(<Link href={href}>Click me</Link>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Click me')).not.toHaveAttribute('href');
  });

  it('refuses tel: in a new tab but allows it in the page', () => {
    expect(safeHref('tel:+15550100001', true)).toBeNull();
    expect(safeHref('tel:+15550100001')).toBe('tel:+15550100001');
    expect(safeHref('mailto:help@example.com', true)).toBe('mailto:help@example.com');
    expect(safeHref('/order-history/3')).toBe('/order-history/3');
  });
});
