import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../../src/ui/kit/Picture';

const imgOf = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

describe('Picture', () => {
  it('offers a raster picture of /media in AVIF, WebP and its own format, sized and lazy', () => {
    const { container } = render(
      <Picture src="/media/products/1-1.jpg" alt="Tee" width={320} height={320} sizes="50vw" className="w-full" />,
    );
    const picture = container.querySelector('picture');
    expect(picture).toHaveClass('contents');
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toContain('/media/products/1-1.jpg?w=320&f=avif 320w');
    expect(sources[1]?.getAttribute('srcset')).toContain('/media/products/1-1.jpg?w=960&f=webp 960w');
    for (const source of sources) expect(source).toHaveAttribute('sizes', '50vw');
    const img = imgOf(container);
    expect(img).toHaveAttribute('src', '/media/products/1-1.jpg?w=320');
    expect(img.getAttribute('srcset')).toContain('/media/products/1-1.jpg?w=96 96w');
    expect(img.getAttribute('srcset')).not.toContain('w=2048');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('alt', 'Tee');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '320');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveClass('w-full');
  });

  it('loads the LCP picture at once with high priority', () => {
    const { container } = render(
      <Picture src="/media/banners/1.png" alt="" width={1200} height={400} sizes="100vw" priority />,
    );
    const img = imgOf(container);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('src', '/media/banners/1.png?w=1280');
  });

  it('draws an SVG, or a picture of another origin, as a plain img', () => {
    for (const src of ['/media/products/1-1.svg', 'https://cdn.example.com/a.jpg']) {
      const { container, unmount } = render(<Picture src={src} alt="Logo" width={64} height={64} sizes="64px" />);
      expect(container.querySelector('picture')).toBeNull();
      const img = imgOf(container);
      expect(img).toHaveAttribute('src', src);
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
      expect(img).toHaveAttribute('width', '64');
      expect(img).toHaveAttribute('loading', 'lazy');
      unmount();
    }
  });

  it('asks the full width alone when opened large', () => {
    const { container } = render(
      <Picture src="/media/products/1-1.jpg" alt="" width={600} height={600} sizes="full" />,
    );
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/media/products/1-1.jpg?w=2048&f=avif');
    expect(container.querySelector('source')).not.toHaveAttribute('sizes');
    expect(imgOf(container)).toHaveAttribute('src', '/media/products/1-1.jpg?w=2048');
  });
});
