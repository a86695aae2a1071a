import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../../../src/ui/common/SafeHtml';
import { renderWithI18n } from '../kit/renderWithI18n';

const POST = `<h1>Our story</h1><p>We sell <strong>good</strong> things.</p>
<h2>Where to find us</h2><ul><li>Springfield</li><li>Portland</li></ul>
<p>Read the <a href="/return-policy">Return Policy</a> or <a href="https://example.com/more">more elsewhere</a>.</p>
<p>Write to <a href="mailto:help@example.com">help@example.com</a>.</p>
<img src="/media/blogs/a.svg" alt="Our first shop" width="800" height="450">`;

describe('SafeHtml', () => {
  it('shows ordinary content as headings, lists, links and images; an h1 is demoted under the page title', () => {
    renderWithI18n(<SafeHtml html={POST} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Where to find us' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Springfield', 'Portland']);
    expect(screen.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/return-policy');
    expect(screen.getByRole('link', { name: 'Return Policy' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    const image = screen.getByRole('img', { name: 'Our first shop' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('opens another site in a new tab, says so, and keeps the opener away', () => {
    renderWithI18n(<SafeHtml html={POST} />);
    const external = screen.getByRole('link', { name: /^more elsewhere ?\(opens in a new tab\)$/ });
    expect(external).toHaveAttribute('href', 'https://example.com/more');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders no script, frame, handler, style or unsafe link from hostile HTML', () => {
    const { container } = renderWithI18n(
      <SafeHtml
        html={`<p onclick="alert(1)" style="color:red">Hello</p><script>alert(1)</script>
<img src=x onerror=alert(1)><iframe srcdoc="<script>alert(1)</script>"></iframe>
<a href="jAvAsCrIpT:alert(1)">Click me</a><svg onload=alert(1)></svg>
<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`}
      />,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('script, style, iframe, svg, math, img')).toBeNull();
    for (const element of Array.from(container.querySelectorAll('*'))) {
      const names = Array.from(element.attributes).map((attribute) => attribute.name);
      expect(names.filter((name) => name.startsWith('on') || name === 'style' || name === 'srcdoc')).toEqual([]);
    }
  });

  it('shows nothing for no content', () => {
    const { container } = renderWithI18n(<SafeHtml html={null} />);
    expect(container.textContent).toBe('');
  });
});
