/**
 * The `media` rows for every image path the seeded rows refer to, drawn by code: content pictures (products,
 * shops, categories, banners, ads, flash sales, blog covers) as raster photos (photo-set.ts, photo-render.ts);
 * the app's logos, payment and social icons, the QR code, avatars and the ticket photo as small SVGs (svg.ts).
 */
import type * as schema from '../schema';
import { BLOG_TAGS } from './blogs';
import { type Catalog, productImagePath } from './catalog';
import { type Palette, SHOP_DATA } from './catalog-data';
import { objectFor } from './photo-objects';
import { renderAll } from './photo-render';
import { sceneSvg } from './photo-scene';
import {
  adPhoto,
  bannerPhoto,
  blogPhoto,
  categoryPhoto,
  flashSalePhoto,
  type Photo,
  productPhotos,
  shopCoverPhoto,
  shopLogoPhoto,
} from './photo-set';
import { PRODUCT_DATA } from './products-data';
import { AD_DATA, adImagePath, BANNER_DATA, bannerImagePath, RUNNING_SALE_PRODUCT_IDS } from './promotions';
import type { UserRow } from './reviews';
import { APP_NAME } from './settings';
import { TICKET_PHOTO_PATH } from './support';
import { badge, circle, gradientBackground, qrPattern, rect, svg, text } from './svg';

type MediaRow = typeof schema.media.$inferInsert;

const GREEN: Palette = { bg: '#ecfdf5', accent: '#34d399', fg: '#065f46' };
const AVATAR_COLOURS = ['#059669', '#4f46e5', '#db2777', '#ea580c', '#0891b2', '#7c3aed', '#65a30d', '#b45309'];

function logo(light: boolean): string {
  const ink = light ? '#ffffff' : '#064e3b';
  return svg(
    280,
    60,
    APP_NAME,
    rect(4, 6, 48, 48, light ? '#ffffff' : '#059669', 'rx="12"') +
      text(28, 42, 'S', { size: 32, fill: light ? '#059669' : '#ffffff', weight: 800 }) +
      text(64, 38, APP_NAME, { size: 21, fill: ink, weight: 700, anchor: 'start' }),
  );
}

const SETTINGS_IMAGES: Record<string, string> = {
  '/media/settings/logo.svg': logo(false),
  '/media/settings/logo-white.svg': logo(true),
  '/media/settings/app-qr.svg': qrPattern(`Download the ${APP_NAME} app`, 'app-qr'),
  '/media/gateways/stripe.svg': svg(
    120,
    48,
    'Stripe',
    rect(0, 0, 120, 48, '#635bff', 'rx="8"') + text(60, 32, 'stripe', { size: 24, fill: '#ffffff', weight: 700 }),
  ),
  '/media/gateways/paypal.svg': svg(
    120,
    48,
    'PayPal',
    rect(0, 0, 120, 48, '#ffffff', 'rx="8" stroke="#d1d5db"') +
      text(60, 32, 'PayPal', { size: 24, fill: '#003087', weight: 800 }),
  ),
  '/media/social/facebook.svg': svg(
    32,
    32,
    'Facebook',
    circle(16, 16, 16, '#1877f2') + text(17, 26, 'f', { size: 24, fill: '#ffffff', weight: 700 }),
  ),
  '/media/social/instagram.svg': svg(
    32,
    32,
    'Instagram',
    gradientBackground(32, 32, '#f58529', '#dd2a7b').replace('<rect ', '<rect rx="8" ') +
      rect(8, 8, 16, 16, 'none', 'rx="5" stroke="#ffffff" stroke-width="2"') +
      circle(16, 16, 4, 'none', 'stroke="#ffffff" stroke-width="2"'),
  ),
  '/media/social/youtube.svg': svg(
    32,
    32,
    'YouTube',
    `${rect(0, 5, 32, 22, '#ff0000', 'rx="6"')}<path d="M13 11v10l8-5z" fill="#ffffff"/>`,
  ),
  [TICKET_PHOTO_PATH]: svg(
    400,
    300,
    'Photo of a dented parcel',
    rect(0, 0, 400, 300, '#e5e7eb') +
      '<path d="M90 110 L200 70 L310 110 L310 230 L200 270 L90 230Z" fill="#c08a57" stroke="#7c4a2d" stroke-width="3"/>' +
      '<path d="M90 110 L200 150 L310 110 M200 150 L200 270" fill="none" stroke="#7c4a2d" stroke-width="3"/>' +
      '<path d="M250 180 l18 10 l-8 16 l16 6" fill="none" stroke="#3f2a1a" stroke-width="4"/>',
  ),
};

export interface MediaInput {
  catalog: Catalog;
  users: UserRow[];
  blogs: { slug: string; thumbnail: string }[];
  flashSales: { thumbnail: string }[];
}

/** Full-size originals, or small ones (same paths and formats) for test databases that never show them. */
export type PhotoSize = 'full' | 'small';
const SMALL_SIDE = 320;

/** A media row still to make: an SVG as it is, or a photo to render. */
export type MediaDraft = { path: string; ownerUserId: number | null } & ({ svg: string } | { photo: Photo });

/** Every seeded image, keyed by the path rows refer to. Pure: photos are described, not yet rendered. */
export function planMedia({ catalog, users, blogs, flashSales }: MediaInput): MediaDraft[] {
  const drafts: MediaDraft[] = [];
  const addSvg = (path: string, data: string, ownerUserId: number | null = null) =>
    drafts.push({ path, svg: data, ownerUserId });
  const addPhoto = (path: string, photo: Photo) => drafts.push({ path, photo, ownerUserId: null });

  for (const [path, data] of Object.entries(SETTINGS_IMAGES)) addSvg(path, data, path === TICKET_PHOTO_PATH ? 1 : null);

  for (const product of catalog.products) {
    const palette = catalog.palettes.product.get(product.id) ?? GREEN;
    const data = PRODUCT_DATA[product.id - 1];
    const category = catalog.categories.find((c) => c.id === product.categoryId)?.name ?? '';
    if (!data) throw new Error(`seed images: product ${product.id} has no data`);
    for (const [i, photo] of productPhotos(data, category, palette).entries()) {
      addPhoto(productImagePath(product.id, i + 1), photo);
    }
  }
  for (const shop of catalog.shops) {
    const paletteSlug = SHOP_DATA[shop.id - 1]?.palette ?? 'groceries';
    addPhoto(shop.logo, shopLogoPhoto(paletteSlug));
    addPhoto(shop.banner, shopCoverPhoto(paletteSlug));
  }
  for (const category of catalog.categories) {
    const palette = catalog.palettes.category.get(category.id) ?? GREEN;
    addPhoto(category.thumbnail, categoryPhoto(category.name, palette, false));
    for (const sub of catalog.subCategories.filter((s) => s.categoryId === category.id)) {
      addPhoto(sub.thumbnail, categoryPhoto(sub.name, palette, true));
    }
  }
  for (const [i, b] of BANNER_DATA.entries()) addPhoto(bannerImagePath(i + 1), bannerPhoto(b.palette));
  for (const [i, a] of AD_DATA.entries()) addPhoto(adImagePath(i + 1), adPhoto(a.palette));
  for (const blog of blogs) addPhoto(blog.thumbnail, blogPhoto(BLOG_TAGS.get(blog.slug) ?? []));
  const saleKinds = RUNNING_SALE_PRODUCT_IDS.slice(0, 3).map((id) => {
    const data = PRODUCT_DATA[id - 1];
    const product = catalog.products[id - 1];
    const category = catalog.categories.find((c) => c.id === product?.categoryId)?.name ?? '';
    return objectFor(data?.name ?? '', data?.unit ?? '', category);
  });
  for (const sale of flashSales) addPhoto(sale.thumbnail, flashSalePhoto(saleKinds));

  for (const user of users) {
    if (!user.profilePhoto) continue;
    const colour = AVATAR_COLOURS[user.id % AVATAR_COLOURS.length] ?? '#059669';
    addSvg(user.profilePhoto, badge(user.name, 128, colour, '#ffffff'), user.id);
  }
  return drafts;
}

function pixels(photo: Photo, size: PhotoSize): { width: number; height: number } {
  if (size === 'full') return { width: photo.width, height: photo.height };
  const scale = SMALL_SIDE / Math.max(photo.width, photo.height);
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}

/** The rows: SVGs as drawn, photos rendered (or read from the render cache) as JPEG. */
export async function renderMedia(drafts: MediaDraft[], size: PhotoSize, now: Date): Promise<MediaRow[]> {
  const photos = drafts.flatMap((draft) => ('photo' in draft ? [draft.photo] : []));
  const rendered = await renderAll(
    photos.map((photo) => {
      const { width, height } = pixels(photo, size);
      return { svg: sceneSvg(photo.scene, { width, height }), width, height, format: 'jpeg' as const };
    }),
  );
  let next = 0;
  return drafts.map((draft) => {
    const common = { path: draft.path, ownerUserId: draft.ownerUserId, createdAt: now };
    if ('svg' in draft) return { ...common, contentType: 'image/svg+xml', data: Buffer.from(draft.svg, 'utf8') };
    const data = rendered[next++];
    if (!data) throw new Error(`seed images: ${draft.path} was not rendered`);
    return { ...common, contentType: 'image/jpeg', data };
  });
}
