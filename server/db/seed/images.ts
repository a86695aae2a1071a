/** The `media` rows: an SVG for every image path the seeded rows refer to, drawn by code (see svg.ts). */
import type * as schema from '../schema';
import { BLOG_TITLES } from './blogs';
import { type Catalog, IMAGES_PER_PRODUCT, productImagePath } from './catalog';
import { CATEGORY_DATA, type Palette, SHOP_DATA } from './catalog-data';
import { AD_DATA, BANNER_DATA } from './promotions';
import type { UserRow } from './reviews';
import { APP_NAME } from './settings';
import { TICKET_PHOTO_PATH } from './support';
import { badge, circle, gradientBackground, productImage, promo, qrPattern, rect, svg, text, tile, wrap } from './svg';
import { slugify } from './util';

type MediaRow = typeof schema.media.$inferInsert;

const GREEN: Palette = { bg: '#ecfdf5', accent: '#34d399', fg: '#065f46' };
const AVATAR_COLOURS = ['#059669', '#4f46e5', '#db2777', '#ea580c', '#0891b2', '#7c3aed', '#65a30d', '#b45309'];

function paletteOf(slug: string): Palette {
  return CATEGORY_DATA.find((c) => slugify(c.name) === slug)?.palette ?? GREEN;
}

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
  blogs: { slug: string; title: string }[];
  flashSales: { id?: number; name: string; discount: number }[];
}

/** Every seeded image, keyed by the path rows refer to. */
export function buildMedia({ catalog, users, blogs, flashSales }: MediaInput, now: Date): MediaRow[] {
  const rows: MediaRow[] = [];
  const add = (path: string, data: string, ownerUserId: number | null = null) =>
    rows.push({ path, contentType: 'image/svg+xml', data: Buffer.from(data, 'utf8'), ownerUserId, createdAt: now });

  for (const [path, data] of Object.entries(SETTINGS_IMAGES)) add(path, data, path === TICKET_PHOTO_PATH ? 1 : null);

  for (const product of catalog.products) {
    const palette = catalog.palettes.product.get(product.id) ?? GREEN;
    for (let n = 1; n <= IMAGES_PER_PRODUCT; n++)
      add(productImagePath(product.id, n), productImage(product.name, palette, n));
  }
  for (const shop of catalog.shops) {
    const palette = catalog.palettes.shop.get(shop.id) ?? GREEN;
    const tagline = SHOP_DATA[shop.id - 1]?.tagline ?? '';
    add(shop.logo, badge(shop.name, 200, palette.fg, palette.bg));
    add(
      shop.banner,
      svg(
        1200,
        300,
        `${shop.name} banner`,
        gradientBackground(1200, 300, palette.bg, palette.accent) +
          circle(1050, 150, 190, '#ffffff', 'opacity=".25"') +
          circle(980, 60, 60, palette.fg, 'opacity=".12"') +
          text(64, 150, shop.name, { size: 64, fill: palette.fg, weight: 800, anchor: 'start' }) +
          text(64, 206, tagline, { size: 30, fill: palette.fg, anchor: 'start' }),
      ),
    );
  }
  for (const category of catalog.categories) {
    const palette = catalog.palettes.category.get(category.id) ?? GREEN;
    add(category.thumbnail, tile(category.name, palette));
    for (const sub of catalog.subCategories.filter((s) => s.categoryId === category.id)) {
      add(sub.thumbnail, tile(sub.name, palette, true));
    }
  }
  for (const [i, b] of BANNER_DATA.entries()) {
    add(`/media/banners/${i + 1}.svg`, promo(1200, 400, b.title, b.subtitle, paletteOf(b.palette), 'Shop now'));
  }
  for (const [i, a] of AD_DATA.entries()) {
    add(`/media/ads/${i + 1}.svg`, promo(600, 300, a.title, a.subtitle, paletteOf(a.palette), 'Explore'));
  }
  for (const blog of blogs) {
    const title = BLOG_TITLES.get(blog.slug) ?? blog.title;
    add(
      `/media/blogs/${blog.slug}.svg`,
      svg(
        800,
        450,
        title,
        gradientBackground(800, 450, '#f8fafc', '#d1fae5') +
          circle(700, 90, 120, '#34d399', 'opacity=".25"') +
          text(56, 190, wrap(title, 28, 3), {
            size: 44,
            fill: '#064e3b',
            weight: 800,
            anchor: 'start',
            lineHeight: 54,
          }) +
          text(56, 400, `${APP_NAME} blog`, { size: 22, fill: '#047857', weight: 600, anchor: 'start' }),
      ),
    );
  }
  for (const sale of flashSales) {
    add(
      `/media/flash-sales/${sale.id}.svg`,
      svg(
        600,
        300,
        sale.name,
        gradientBackground(600, 300, '#7c2d12', '#ea580c') +
          text(48, 150, `−${sale.discount} %`, { size: 96, fill: '#fde68a', weight: 900, anchor: 'start' }) +
          text(48, 220, sale.name, { size: 32, fill: '#ffffff', weight: 700, anchor: 'start' }),
      ),
    );
  }
  for (const user of users) {
    if (!user.profilePhoto) continue;
    const colour = AVATAR_COLOURS[user.id % AVATAR_COLOURS.length] ?? '#059669';
    add(user.profilePhoto, badge(user.name, 128, colour, '#ffffff'), user.id);
  }
  return rows;
}
