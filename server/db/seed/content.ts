import type * as schema from '../schema';
import type { Catalog } from './catalog';
import { ARABIC_BANNER_TITLES, ARABIC_COLOURS, ARABIC_DESCRIPTION, ARABIC_PRODUCTS, ARABIC_SHOPS } from './content-ar';
import { RETURN_WINDOW_DAYS } from './facts';
import { PRODUCT_DATA } from './products-data';
import { escapeXml } from './util';

type Row = typeof schema.contentTranslations.$inferInsert;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The product page's description in Arabic, made as the English one is (server/db/seed/catalog.ts). */
function arabicDescription(
  data: (typeof PRODUCT_DATA)[number],
  names: { product: string; short: string; shop: string; category: string },
): string {
  const bullets = [...(ARABIC_DESCRIPTION.highlights[names.category] ?? [])];
  const list = (items: string[]) => items.join('، ');
  if (data.colors.length > 0) {
    bullets.push(fill(ARABIC_DESCRIPTION.colours, { list: list(data.colors.map((c) => ARABIC_COLOURS[c] ?? c)) }));
  }
  if (data.sizes.length > 0) bullets.push(fill(ARABIC_DESCRIPTION.sizes, { list: list(data.sizes) }));
  const values = { product: escapeXml(names.product), shop: escapeXml(names.shop), brand: escapeXml(data.brand ?? '') };
  return [
    `<p>${escapeXml(names.short)}</p>`,
    `<p>${fill(data.brand ? ARABIC_DESCRIPTION.byBrand : ARABIC_DESCRIPTION.ownSelection, values)}</p>`,
    `<ul>${bullets.map((b) => `<li>${escapeXml(b)}</li>`).join('')}</ul>`,
    `<p>${fill(ARABIC_DESCRIPTION.delivery, { days: String(RETURN_WINDOW_DAYS) })}</p>`,
  ].join('');
}

/**
 * The demo's content in Arabic, as content_translations rows: product names, short descriptions and descriptions,
 * shop names and descriptions, banner and ad titles. Anything without an Arabic entry keeps its English.
 */
export function buildArabicContent(catalog: Catalog, banners: { id?: number; title?: string | null }[]): Row[] {
  const rows: Row[] = [];
  const add = (subject: Row['subject'], subjectId: number, field: string, value: string | undefined) => {
    if (value) rows.push({ subject, subjectId, locale: 'ar', field, value });
  };
  for (const shop of catalog.shops) {
    const arabic = ARABIC_SHOPS[shop.name];
    add('shop', shop.id, 'name', arabic?.name);
    add('shop', shop.id, 'description', arabic?.description);
  }
  PRODUCT_DATA.forEach((data, index) => {
    const product = catalog.products[index];
    const arabic = ARABIC_PRODUCTS[data.name];
    if (!product || !arabic) return;
    const shop = catalog.shops.find((row) => row.id === product.shopId);
    const category = catalog.categories.find((row) => row.id === product.categoryId);
    add('product', product.id, 'name', arabic.name);
    add('product', product.id, 'short_description', arabic.short);
    add(
      'product',
      product.id,
      'description',
      arabicDescription(data, {
        product: arabic.name,
        short: arabic.short,
        shop: ARABIC_SHOPS[shop?.name ?? '']?.name ?? shop?.name ?? '',
        category: category?.name ?? '',
      }),
    );
  });
  for (const banner of banners) {
    if (banner.id !== undefined && banner.title) add('banner', banner.id, 'title', ARABIC_BANNER_TITLES[banner.title]);
  }
  return rows;
}
