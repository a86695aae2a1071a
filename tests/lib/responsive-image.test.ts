import { describe, expect, it } from 'vitest';
import {
  FULL_WIDTH,
  fullSizeImage,
  hasVariants,
  IMAGE_WIDTHS,
  responsiveImage,
  srcsetOf,
  variantUrl,
  widthsFor,
} from '../../common/responsive-image';
import { MEDIA_WIDTHS } from '../../server/media/variant-request';

describe('responsive images', () => {
  it('offers the widths the API makes, and no other', () => {
    expect(IMAGE_WIDTHS).toEqual(MEDIA_WIDTHS);
    expect(FULL_WIDTH).toBe(Math.max(...MEDIA_WIDTHS));
  });

  it('makes sizes of JPEGs and PNGs under /media only', () => {
    expect(hasVariants('/media/products/41-1.jpg')).toBe(true);
    expect(hasVariants('/media/products/41-1.JPEG')).toBe(true);
    expect(hasVariants('/media/banners/1.png?v=2')).toBe(true);
    expect(hasVariants('/media/products/41-1.svg')).toBe(false);
    expect(hasVariants('/media/tickets/manual.pdf')).toBe(false);
    expect(hasVariants('https://cdn.example.com/media/a.jpg')).toBe(false);
    expect(hasVariants('//other.example/media/a.jpg')).toBe(false);
    expect(hasVariants('/build/logo.png')).toBe(false);
    expect(hasVariants('blob:http://127.0.0.1/1234')).toBe(false);
  });

  it('writes a variant as the API reads it, dropping any query of its own', () => {
    expect(variantUrl('/media/a.jpg', 320)).toBe('/media/a.jpg?w=320');
    expect(variantUrl('/media/a.jpg?old=1#x', 640, 'avif')).toBe('/media/a.jpg?w=640&f=avif');
  });

  it('lists the widths up to the first that covers the box on a 3x screen, never the full one', () => {
    expect(widthsFor(40)).toEqual([96, 160]);
    expect(widthsFor(64)).toEqual([96, 160, 320]);
    expect(widthsFor(320)).toEqual([96, 160, 320, 480, 640, 960]);
    expect(widthsFor(1200)).toEqual([96, 160, 320, 480, 640, 960, 1280, 1600]);
    expect(widthsFor(1200)).not.toContain(FULL_WIDTH);
  });

  it('writes a srcset with width descriptors', () => {
    expect(srcsetOf('/media/a.png', [96, 160], 'webp')).toBe(
      '/media/a.png?w=96&f=webp 96w, /media/a.png?w=160&f=webp 160w',
    );
  });

  it('builds AVIF and WebP sources and a fallback in the own format, at the box width', () => {
    const image = responsiveImage('/media/products/1-1.jpg', '64px', 64);
    expect(image).toEqual({
      sources: [
        { type: 'image/avif', srcSet: srcsetOf('/media/products/1-1.jpg', [96, 160, 320], 'avif') },
        { type: 'image/webp', srcSet: srcsetOf('/media/products/1-1.jpg', [96, 160, 320], 'webp') },
      ],
      src: '/media/products/1-1.jpg?w=96',
      srcSet: srcsetOf('/media/products/1-1.jpg', [96, 160, 320]),
      sizes: '64px',
    });
    expect(responsiveImage('/media/banners/1.png', '100vw', 1200)?.src).toBe('/media/banners/1.png?w=1280');
  });

  it('leaves SVGs and other origins to a plain img', () => {
    expect(responsiveImage('/media/products/1-1.svg', '64px', 64)).toBeNull();
    expect(responsiveImage('https://cdn.example.com/a.jpg', '64px', 64)).toBeNull();
    expect(fullSizeImage('/media/products/1-1.svg')).toBeNull();
  });

  it('asks the full width alone for a picture opened large', () => {
    expect(fullSizeImage('/media/products/1-1.jpg')).toEqual({
      sources: [
        { type: 'image/avif', srcSet: '/media/products/1-1.jpg?w=2048&f=avif' },
        { type: 'image/webp', srcSet: '/media/products/1-1.jpg?w=2048&f=webp' },
      ],
      src: '/media/products/1-1.jpg?w=2048',
      srcSet: '/media/products/1-1.jpg?w=2048',
      sizes: '',
    });
  });
});
