import { answerKey, HOME_FIRST_PAGE } from '../../common/first-screen-answers-format';
import type { FirstScreenDrawing } from '../../common/first-screen-drawing';
import { PRODUCT_PAGE } from '../../common/first-screen-pages';
import { FIRST_BANNER, GALLERY_MAIN, LISTING_CARD, type PictureLayout } from '../../common/image-sizes';
import { parseListingQuery, toProductsQuery } from '../../common/listing-url';
import type { Answer as ApiAnswer, Schema } from '../../src/api/types';

/**
 * What a visitor's first screen of a page needs before it can paint: the page's own code (a module in the
 * Vite manifest), the reads it makes at once, and its largest picture. The server puts all of it in the page
 * (see storefront.ts), so the browser fetches code, data and picture side by side instead of one after another.
 */
export interface FirstScreen {
  /** The page module's key in the Vite manifest, when the page is one of its own chunk. */
  pageModule?: string;
  /** API reads (path under /api with its query) the page makes first, in the client's own form. */
  reads: string[];
  /** The largest picture of the first screen, from the answers to `reads`. */
  largestImage?: (answers: Map<string, unknown>) => LargestImage | undefined;
  /**
   * What the server draws of the first screen (rendered by the storefront's own components, first-screen-render.ts),
   * shown until the app's own is ready; null when the answers lack what it needs.
   */
  drawing?: (answers: Map<string, unknown>) => FirstScreenDrawing | null;
}

/**
 * A page's largest picture and, when the app shows it as a `<picture>` (src/ui/kit/Picture.tsx), how: its `sizes`
 * and its width at most, so the preload lists the very files the app's `srcset` does.
 */
export interface LargestImage {
  src: string;
  shown?: PictureLayout;
}

/** `src` laid out as `layout`; nothing when it is no string. */
function shownAt(src: string | undefined, layout: PictureLayout): LargestImage | undefined {
  return src === undefined ? undefined : { src, shown: layout };
}

/** Only the server's own pictures are drawn: a path on this origin. */
function isOwnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/** Every page reads the settings (`/master`) before it renders anything. */
const SETTINGS = '/master';

function queryString(query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return params.toString();
}

function read(path: string, query: Record<string, string | number | boolean | undefined> = {}): string {
  return answerKey(path, queryString(query));
}

type Answer = { data?: Record<string, unknown> } | undefined;

function dataOf(answers: Map<string, unknown>, key: string): Record<string, unknown> | undefined {
  return (answers.get(key) as Answer)?.data;
}

function firstString(list: unknown, field: string): string | undefined {
  const first = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined;
  const value = first?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The first screen of the page at `pathname` with `search` (without the `?`). */
export function firstScreenOf(pathname: string, search: string): FirstScreen {
  if (pathname === '/') {
    const home = read('/home', HOME_FIRST_PAGE);
    return {
      pageModule: 'src/ui/pages/HomePage.tsx',
      reads: [SETTINGS, home],
      largestImage: (answers) => shownAt(firstString(dataOf(answers, home)?.banners, 'image'), FIRST_BANNER),
      drawing: (answers) => {
        const data = dataOf(answers, home) as ApiAnswer<'getHome'>['data'] | undefined;
        return data?.banners.length ? { page: 'home', banners: data.banners, ads: data.ads } : null;
      },
    };
  }
  if (pathname === '/products') {
    const listing = read('/products', toProductsQuery(parseListingQuery(search)));
    return {
      pageModule: 'src/ui/pages/ProductsPage.tsx',
      reads: [SETTINGS, listing],
      largestImage: (answers) => shownAt(firstString(dataOf(answers, listing)?.products, 'thumbnail'), LISTING_CARD),
      drawing: (answers) => {
        const data = dataOf(answers, listing) as ApiAnswer<'listProducts'>['data'] | undefined;
        return data?.products.length ? { page: 'listing', products: data.products, total: data.total } : null;
      },
    };
  }
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) {
    const details = read('/product-details', { product_id: Number(product[1]) });
    return {
      pageModule: 'src/ui/pages/ProductDetailsPage.tsx',
      reads: [SETTINGS, details],
      largestImage: (answers) => {
        const found = dataOf(answers, details)?.product as Record<string, unknown> | undefined;
        const main =
          firstString(found?.thumbnails, 'url') ?? (typeof found?.thumbnail === 'string' ? found.thumbnail : undefined);
        return shownAt(main, GALLERY_MAIN);
      },
      drawing: (answers) => {
        const found = dataOf(answers, details)?.product as Schema<'ProductDetails'> | undefined;
        return found ? { page: 'product', product: found } : null;
      },
    };
  }
  if (pathname === '/checkout') {
    return {
      pageModule: 'src/ui/pages/CheckoutPage.tsx',
      reads: [SETTINGS],
      largestImage: (answers) => {
        const logo = dataOf(answers, SETTINGS)?.web_logo;
        // The header's logo is a plain picture (src/ui/layout/header/Navbar.tsx).
        return typeof logo === 'string' ? { src: logo } : undefined;
      },
      drawing: (answers) => {
        const logo = dataOf(answers, SETTINGS)?.web_logo;
        return typeof logo === 'string' && isOwnPath(logo) ? { page: 'checkout', logo } : null;
      },
    };
  }
  return { reads: [SETTINGS] };
}

/** JSON that is safe inside a `<script>` element: nothing in it can end the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
