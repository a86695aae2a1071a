import { AD, BANNER, FIRST_BANNER, GALLERY_MAIN, GALLERY_THUMB, LISTING_CARD } from '../../src/lib/image-sizes';
import { LOGO_SIZE } from '../../src/lib/logo-size';
import { OFFER_PICTURE, OFFER_TILE, OFFER_WORDS } from '../../src/lib/offer-tile-styles';
import { responsiveImage } from '../../src/lib/responsive-image';
/**
 * First screens drawn by the server, in the markup and classes the storefront renders, so a slow phone shows
 * the page's main content before the app's code has run:
 * - the home page: the shop's name and its offers (src/ui/pages/HomePage.tsx, src/ui/home/BannerSection.tsx);
 * - a product listing: the grid of product cards, image and name (src/ui/catalog/listing/ProductListing.tsx);
 * - a product page: its pictures and name (src/ui/catalog/details/ProductDetailsView.tsx);
 * - the checkout: only the header's place with the shop's logo (src/ui/layout/header/Navbar.tsx), its largest
 *   picture; what is below is the shopper's own, which the server cannot read from the page's request.
 * The app renders behind the drawing (hidden by styles.css) and takes its place once its own first screen is
 * ready (src/app/first-screen-preview.ts). A drawing is inert: nothing in it can be focused or pressed. It holds
 * no text of the storefront's own, only the shop's data, so it is right in every language.
 */

/** The id the app removes the drawing by; styles.css hides #root while it is there. */
export const PREVIEW_ID = 'first-screen';

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Only the server's own pictures: a path on this origin. */
function ownPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

type Answer = { data?: Record<string, unknown> } | undefined;

function dataOf(answer: unknown): Record<string, unknown> | undefined {
  const data = (answer as Answer)?.data;
  return data && typeof data === 'object' ? data : undefined;
}

function appNameOf(master: unknown): string | null {
  const name = dataOf(master)?.app_name;
  return typeof name === 'string' ? name : null;
}

interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
  /** How wide it is drawn in each layout; without it, a plain `<img>` (the header's logo). */
  sizes?: string;
  /** The page's largest picture: loaded at once, with high priority. */
  isLcp?: boolean;
}

/** A picture as the app's src/ui/kit/Picture.tsx draws it: the same `<source>`s, so both ask for the same file. */
function picture({ src, alt, width, height, className, sizes, isLcp = false }: Picture): string {
  const loading = isLcp ? 'loading="eager" fetchpriority="high" decoding="sync"' : 'loading="lazy" decoding="async"';
  const box = `alt="${escapeText(alt)}" width="${width}" height="${height}" ${loading} class="${className}"`;
  const responsive = sizes === undefined ? null : responsiveImage(src, sizes, width);
  if (!responsive) return `<img src="${escapeText(src)}" ${box}>`;
  const sizesAttribute = `sizes="${escapeText(responsive.sizes)}"`;
  const sources = responsive.sources.map(
    (source) => `<source type="${source.type}" srcset="${escapeText(source.srcSet)}" ${sizesAttribute}>`,
  );
  const img = `<img src="${escapeText(responsive.src)}" srcset="${escapeText(responsive.srcSet)}" ${sizesAttribute} ${box}>`;
  return `<picture class="contents">${sources.join('')}${img}</picture>`;
}

/** The shop's name where the app's header shows it until the header's code is in (src/ui/layout/SiteHeader.tsx). */
const nameInHeader = (appName: string) =>
  `<span class="text-lg font-bold text-primary-800">${escapeText(appName)}</span>`;

/**
 * The page around a drawing: the header's place (with what `header` draws in it) and the main content, kept clear of
 * the cart's side tab where the app shows it (src/ui/cart/cart-side-tab-place.ts).
 */
function frame(header: string, main: string, clearOfCartTab = true): string {
  return [
    `<div id="${PREVIEW_ID}" inert class="flex min-h-screen flex-col">`,
    '<div class="sticky top-0 z-30 bg-white shadow-sm">',
    `<div class="flex min-h-[202px] items-center px-4 md:min-h-[182px] lg:min-h-[174px]">${header}</div>`,
    '</div>',
    `<div class="flex-1${clearOfCartTab ? ' clear-of-cart-tab' : ''}">${main}</div>`,
    '</div>',
  ].join('');
}

/**
 * The checkout's first screen: the header's place with the shop's logo, at the size the app's header shows it
 * (src/ui/layout/header/Navbar.tsx), and nothing below. Null without a logo of this origin.
 */
export function headerPreview(master: unknown): string | null {
  const settings = dataOf(master);
  const appName = appNameOf(master);
  if (appName === null || !ownPath(settings?.web_logo)) return null;
  const logo = picture({
    src: settings.web_logo,
    alt: appName,
    width: 160,
    height: 40,
    className: LOGO_SIZE,
    isLcp: true,
  });
  return frame(logo, '', false);
}

interface Tile {
  image: string;
  title: string;
}

function tilesOf(list: unknown): Tile[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: { image?: unknown; title?: unknown }) =>
    ownPath(item?.image) ? [{ image: item.image, title: stringOr(item.title, '') }] : [],
  );
}

/** The home page from the answers of /master and /home, or null when they lack what it needs. */
export function homePreview(master: unknown, home: unknown): string | null {
  const appName = appNameOf(master);
  const data = dataOf(home);
  if (appName === null || !data) return null;
  const banners = tilesOf(data.banners);
  const ads = tilesOf(data.ads);
  if (banners.length === 0) return null;
  // The picture with its title over it, as src/ui/home/BannerSection.tsx draws an offer.
  const offer = (tile: Tile, layout: typeof AD, isLcp = false) =>
    `<div class="${OFFER_TILE}">${picture({ src: tile.image, alt: '', ...layout, className: OFFER_PICTURE, isLcp })}${
      tile.title ? `<span class="${OFFER_WORDS}">${escapeText(tile.title)}</span>` : ''
    }</div>`;
  const bannerItems = banners
    .map(
      (banner, index) =>
        `<li${index === 0 ? ' class="sm:col-span-2"' : ''}>${offer(banner, index === 0 ? FIRST_BANNER : BANNER, index === 0)}</li>`,
    )
    .join('');
  const adItems = ads.map((ad) => `<li>${offer(ad, AD)}</li>`).join('');
  return frame(
    nameInHeader(appName),
    [
      '<div class="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6">',
      `<div><ul class="grid gap-3 sm:grid-cols-2 sm:gap-4">${bannerItems}</ul>`,
      adItems ? `<ul class="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-4 md:grid-cols-3">${adItems}</ul>` : '',
      '</div></div>',
    ].join(''),
  );
}

interface Card {
  thumbnail: string;
  name: string;
}

function cardsOf(list: unknown): Card[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: { thumbnail?: unknown; name?: unknown }) =>
    ownPath(item?.thumbnail) && typeof item.name === 'string' ? [{ thumbnail: item.thumbnail, name: item.name }] : [],
  );
}

/**
 * A product listing from the answers of /master and /products: the places of the heading, the count and the
 * sort (their words are the app's, in the shopper's language), then the cards. Null without products.
 */
export function listingPreview(master: unknown, listing: unknown): string | null {
  const appName = appNameOf(master);
  const cards = cardsOf(dataOf(listing)?.products);
  if (appName === null || cards.length === 0) return null;
  const items = cards
    .map(
      (card, index) =>
        `<li><article class="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">${picture({ src: card.thumbnail, alt: '', ...LISTING_CARD, className: 'aspect-square w-full bg-gray-100 object-cover', isLcp: index === 0 })}<div class="flex flex-1 flex-col gap-1 p-3"><p class="line-clamp-2 font-medium text-base text-gray-900">${escapeText(card.name)}</p></div></article></li>`,
    )
    .join('');
  return frame(
    nameInHeader(appName),
    [
      '<div class="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">',
      // The breadcrumbs' line (src/ui/kit/Breadcrumbs.tsx), then the heading and the count.
      '<div class="h-6"></div>',
      '<div class="flex flex-col gap-1"><div class="h-8"></div><div class="min-h-6"></div></div>',
      '<div class="h-[4.25rem]"></div>',
      '<div class="flex items-start gap-6"><div class="hidden w-64 shrink-0 lg:block"></div>',
      `<div class="min-w-0 flex-1"><ul class="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">${items}</ul></div>`,
      '</div></div>',
    ].join(''),
  );
}

/** A product page from the answers of /master and /product-details: its pictures and its name. */
export function productPreview(master: unknown, details: unknown): string | null {
  const appName = appNameOf(master);
  const product = dataOf(details)?.product as Record<string, unknown> | undefined;
  if (appName === null || !product || typeof product.name !== 'string') return null;
  const name = product.name;
  const images = Array.isArray(product.thumbnails)
    ? product.thumbnails.flatMap((image: { url?: unknown }) => (ownPath(image?.url) ? [image.url] : []))
    : [];
  if (images.length === 0 && ownPath(product.thumbnail)) images.push(product.thumbnail);
  const [main] = images;
  if (main === undefined) return null;
  const mainPicture = picture({
    src: main,
    alt: name,
    ...GALLERY_MAIN,
    className: 'aspect-square w-full rounded-lg bg-gray-100 object-contain',
    isLcp: true,
  });
  const thumbnails =
    images.length > 1
      ? `<ul class="flex gap-2 overflow-x-auto p-1">${images
          .map(
            (src, index) =>
              `<li class="shrink-0 rounded-md border-2 p-0.5 ${index === 0 ? 'border-primary-600' : 'border-transparent'}">${picture({ src, alt: '', ...GALLERY_THUMB, className: 'size-16 rounded-sm bg-gray-100 object-cover' })}</li>`,
          )
          .join('')}</ul>`
      : '';
  return frame(
    nameInHeader(appName),
    [
      // The breadcrumbs' line first (src/ui/kit/Breadcrumbs.tsx).
      '<div class="mx-auto max-w-6xl px-4 py-6"><div class="mb-4 h-6"></div><div class="grid items-start gap-8 md:grid-cols-2">',
      `<div class="flex flex-col gap-3">${mainPicture}${thumbnails}</div>`,
      // The name beside the wishlist heart's place (a size-11 button), so it wraps as the app's heading does.
      `<div class="flex flex-col gap-6"><div class="flex items-start justify-between gap-3"><p class="font-bold text-2xl text-gray-900 md:text-3xl">${escapeText(name)}</p><div class="size-11 shrink-0"></div></div></div>`,
      '</div></div>',
    ].join(''),
  );
}
