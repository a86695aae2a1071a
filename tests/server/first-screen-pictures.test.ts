import { describe, expect, it } from 'vitest';
import type { DrawingRequest, FirstScreenDrawing } from '../../common/first-screen-drawing';
import { FIRST_BANNER, GALLERY_MAIN, LISTING_CARD } from '../../common/image-sizes';
import { responsiveImage } from '../../common/responsive-image';
import { firstScreenOf } from '../../server/web/first-screen';
import { imagePreload } from '../../server/web/first-screen-page';
import { renderFirstScreen } from '../../src/render-first-screen';

const master = { data: { app_name: 'Storefront Market', web_logo: '/media/logo.png' } };

/** The settings the drawing reads (its name, money and direction), as /master gives them. */
const settings = {
  app_name: 'Storefront Market',
  currencies: [{ id: 1, name: 'USD', symbol: '$', rate_from_default: 1, is_default: true }],
  currency: { name: 'USD', rate: 1, symbol: '$', position: 'prefix' },
  languages: [{ id: 1, name: 'en', title: 'English', direction: 'ltr' }],
} as unknown as DrawingRequest['master'];

/** The drawing the storefront's rendering entry makes of `drawing` (src/render-first-screen.tsx). */
const drawn = (drawing: FirstScreenDrawing, pathname: string) =>
  renderFirstScreen({ drawing, pathname, search: '', locale: 'en', master: settings, currencyId: null });

const card = (thumbnail: string) => ({
  id: 1,
  name: 'Tee',
  thumbnail,
  brand: null,
  price: 10,
  discount_price: 0,
  discount_percentage: 0,
  rating: 0,
  total_reviews: 0,
  total_sold: 0,
  quantity: 5,
  shop: { id: 1, name: 'Shop', logo: '/media/shops/1-logo.jpg', rating: 4 },
});

/** The attributes of the first element `tag` in `html`. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}(?=[\\s>])([^>]*)>`).exec(html)?.[1] ?? '';
  // React writes some names in camel case (srcSet, fetchPriority); HTML's names are not case-sensitive.
  return Object.fromEntries(
    [...element.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), value]),
  );
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
        banners: [{ id: 1, image: '/media/banners/1.jpg', title: 'Fresh & new', url: null }],
        ads: [{ id: 2, image: '/media/ads/1.svg', title: 'Deals', url: null }],
      },
    };
    const html = drawn({ page: 'home', banners: home.data.banners, ads: home.data.ads }, '/');
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
    const listing = drawn({ page: 'listing', products: [card('/media/products/1-1.png')], total: 1 }, '/products');
    expect(attributesOf(listing, 'img').sizes).toBe(LISTING_CARD.sizes);
    const details = {
      ...card('/media/products/1-1.jpg'),
      thumbnails: [
        { id: 1, url: '/media/products/1-1.jpg' },
        { id: 2, url: '/media/products/1-2.jpg' },
      ],
      categories: [],
      colors: [],
      sizes: [],
    };
    const product = drawn({ page: 'product', product: details as never }, '/products/1/details');
    expect(attributesOf(product, 'img').sizes).toBe(GALLERY_MAIN.sizes);
    expect(product).not.toContain('w=2048');
  });
});
