import { describe, expect, it } from 'vitest';
import { firstScreenOf } from '../../server/web/first-screen';
import { imagePreload } from '../../server/web/first-screen-page';
import { homePreview, listingPreview, productPreview } from '../../server/web/first-screen-preview';
import { FIRST_BANNER, GALLERY_MAIN, LISTING_CARD } from '../../src/lib/image-sizes';
import { responsiveImage } from '../../src/lib/responsive-image';

const master = { data: { app_name: 'Storefront Market', web_logo: '/media/logo.png' } };

/** The attributes of the first element `tag` in `html`. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}(?=[\\s>])([^>]*)>`).exec(html)?.[1] ?? '';
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

const fromHtml = (value: string | undefined) => (value ?? '').replaceAll('&amp;', '&');

describe("a first screen's pictures", () => {
  it('preloads a photo with the srcset and sizes of the AVIF source the app offers', () => {
    const link = imagePreload({ src: '/media/banners/1.jpg', shown: FIRST_BANNER });
    const expected = responsiveImage('/media/banners/1.jpg', FIRST_BANNER.sizes, FIRST_BANNER.width);
    const attributes = attributesOf(link, 'link');
    expect(attributes).toMatchObject({ rel: 'preload', as: 'image', fetchpriority: 'high', type: 'image/avif' });
    expect(fromHtml(attributes.imagesrcset)).toBe(expected?.sources[0]?.srcSet);
    expect(attributes.imagesizes).toBe(FIRST_BANNER.sizes);
    expect(attributes.imagesrcset).not.toContain('w=2048');
    // No href: a browser without imagesrcset would fetch a file the page does not use.
    expect(attributes.href).toBeUndefined();
  });

  it('preloads an SVG, or a picture the app shows plainly, as its one file', () => {
    expect(imagePreload({ src: '/media/banners/1.svg', shown: FIRST_BANNER })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/banners/1.svg">',
    );
    expect(imagePreload({ src: '/media/logo.png' })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/logo.png">',
    );
  });

  it("names each page's largest picture with the layout the app draws it in", () => {
    const home = firstScreenOf('/', '');
    const homeKey = home.reads[1] ?? '';
    const answers = new Map<string, unknown>([[homeKey, { data: { banners: [{ image: '/media/banners/1.jpg' }] } }]]);
    expect(home.largestImage?.(answers)).toEqual({ src: '/media/banners/1.jpg', shown: FIRST_BANNER });
    const checkout = firstScreenOf('/checkout', '');
    expect(checkout.largestImage?.(new Map([['/master', master]]))).toEqual({ src: '/media/logo.png' });
  });

  it('draws the offers with their titles over photos offered as the app offers them', () => {
    const home = {
      data: {
        banners: [{ image: '/media/banners/1.jpg', title: 'Fresh & new' }],
        ads: [{ image: '/media/ads/1.svg', title: 'Deals' }],
      },
    };
    const html = homePreview(master, home) ?? '';
    const expected = responsiveImage('/media/banners/1.jpg', FIRST_BANNER.sizes, FIRST_BANNER.width);
    expect(fromHtml(attributesOf(html, 'source type="image/avif"').srcset)).toBe(expected?.sources[0]?.srcSet);
    const img = attributesOf(html, 'img');
    expect(img).toMatchObject({ src: expected?.src, sizes: FIRST_BANNER.sizes, alt: '', fetchpriority: 'high' });
    expect(fromHtml(img.srcset)).toBe(expected?.srcSet);
    expect(html).toContain('>Fresh &amp; new</span>');
    // An SVG stays one plain img.
    expect(html).toContain('<img src="/media/ads/1.svg" alt=""');
  });

  it("draws a listing's cards and a product's pictures in the app's sizes", () => {
    const listing = listingPreview(master, {
      data: { products: [{ thumbnail: '/media/products/1-1.png', name: 'Tee' }] },
    });
    expect(attributesOf(listing ?? '', 'img').sizes).toBe(LISTING_CARD.sizes);
    const product = productPreview(master, {
      data: {
        product: { name: 'Tee', thumbnails: [{ url: '/media/products/1-1.jpg' }, { url: '/media/products/1-2.jpg' }] },
      },
    });
    expect(attributesOf(product ?? '', 'img').sizes).toBe(GALLERY_MAIN.sizes);
    expect(product).not.toContain('w=2048');
  });
});
