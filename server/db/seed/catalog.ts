/** The catalog rows: shops, categories, brands, colours, sizes, units, products and their images and options. */
import type * as schema from '../schema';
import {
  BRAND_NAMES,
  CATEGORY_DATA,
  COLOR_DATA,
  HIGHLIGHTS,
  type Palette,
  SHOP_DATA,
  SIZE_DATA,
  UNIT_NAMES,
} from './catalog-data';
import { RETURN_WINDOW_DAYS } from './facts';
import { PRODUCT_DATA, type ProductData } from './products-data';
import { ago, escapeXml, pad, seededRandom, slugify } from './util';

export type ShopRow = typeof schema.shops.$inferInsert & { id: number };
export type ProductRow = typeof schema.products.$inferInsert & { id: number };
type Named = { id: number; name: string };

export interface Catalog {
  shops: ShopRow[];
  brands: Named[];
  colors: (Named & { colorCode: string })[];
  sizes: Named[];
  units: Named[];
  categories: (typeof schema.categories.$inferInsert & { id: number; slug: string })[];
  subCategories: (typeof schema.subCategories.$inferInsert & { id: number; slug: string })[];
  products: ProductRow[];
  productImages: (typeof schema.productImages.$inferInsert)[];
  productColors: (typeof schema.productColors.$inferInsert)[];
  productSizes: (typeof schema.productSizes.$inferInsert & { extraPrice: number })[];
  /** Drawing hints for images.ts: the palette of each shop, category and product. */
  palettes: { shop: Map<number, Palette>; category: Map<number, Palette>; product: Map<number, Palette> };
}

export const productImagePath = (productId: number, n: number) => `/media/products/${productId}-${n}.jpg`;
export const IMAGES_PER_PRODUCT = 3;

function byName<T extends { name: string }>(rows: T[], name: string, what: string): T {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`seed catalog: unknown ${what} ${name}`);
  return row;
}

function initials(name: string): string {
  return name
    .split(/[\s&-]+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

function describe(product: ProductData, category: string, shopName: string): string {
  const bullets = [...(HIGHLIGHTS[category] ?? [])];
  if (product.colors.length > 0) bullets.push(`Colours: ${product.colors.join(', ')}`);
  if (product.sizes.length > 0) bullets.push(`Sizes: ${product.sizes.join(', ')}`);
  const maker = product.brand ? `by <strong>${escapeXml(product.brand)}</strong>` : 'from our own selection';
  return [
    `<p>${escapeXml(product.shortDescription)}</p>`,
    `<p>${escapeXml(product.name)} ${maker}, sold and shipped by ${escapeXml(shopName)}.</p>`,
    `<ul>${bullets.map((b) => `<li>${escapeXml(b)}</li>`).join('')}</ul>`,
    `<p><strong>Delivery:</strong> ships within 1–2 working days; returns accepted within ${RETURN_WINDOW_DAYS} days of delivery.</p>`,
  ].join('');
}

export function buildCatalog(now: Date): Catalog {
  const random = seededRandom('catalog');
  const palettes: Catalog['palettes'] = { shop: new Map(), category: new Map(), product: new Map() };

  const categories: Catalog['categories'] = [];
  const subCategories: Catalog['subCategories'] = [];
  CATEGORY_DATA.forEach((category, index) => {
    const id = index + 1;
    const slug = slugify(category.name);
    categories.push({ id, name: category.name, slug, thumbnail: `/media/categories/${slug}.jpg`, position: id });
    palettes.category.set(id, category.palette);
    for (const name of category.subCategories) {
      const subSlug = slugify(name);
      subCategories.push({
        id: subCategories.length + 1,
        categoryId: id,
        name,
        slug: subSlug,
        thumbnail: `/media/sub-categories/${subSlug}.jpg`,
      });
    }
  });

  const shops: ShopRow[] = SHOP_DATA.map((shop, index) => {
    const id = index + 1;
    const palette = CATEGORY_DATA.find((c) => slugify(c.name) === shop.palette)?.palette;
    if (palette) palettes.shop.set(id, palette);
    return {
      id,
      name: shop.name,
      slug: slugify(shop.name),
      logo: `/media/shops/${id}-logo.jpg`,
      banner: `/media/shops/${id}-banner.jpg`,
      rating: 0,
      description: shop.description,
      address: shop.address,
      phone: shop.phone,
      email: shop.email,
      isOnline: shop.isOnline,
      createdAt: ago(now, { days: shop.joinedDaysAgo }),
    };
  });

  const brands = BRAND_NAMES.map((name, i) => ({ id: i + 1, name }));
  const colors = COLOR_DATA.map((c, i) => ({ id: i + 1, name: c.name, colorCode: c.code }));
  const sizes = SIZE_DATA.map((s, i) => ({ id: i + 1, name: s.name }));
  const units = UNIT_NAMES.map((name, i) => ({ id: i + 1, name }));

  const products: ProductRow[] = [];
  const productImages: Catalog['productImages'] = [];
  const productColors: Catalog['productColors'] = [];
  const productSizes: Catalog['productSizes'] = [];

  PRODUCT_DATA.forEach((data, index) => {
    const id = index + 1;
    const sub = byName(subCategories, data.subCategory, 'sub-category');
    const category = categories.find((c) => c.id === sub.categoryId);
    const shop = shops.find((s) => s.id === data.shopId);
    if (!category || !shop) throw new Error(`seed catalog: product ${data.name} has no category or shop`);
    const cheap = data.price < 30;
    products.push({
      id,
      shopId: shop.id,
      categoryId: category.id,
      subCategoryId: sub.id,
      brandId: data.brand ? byName(brands, data.brand, 'brand').id : null,
      unitId: byName(units, data.unit, 'unit').id,
      name: data.name,
      slug: slugify(data.name),
      sku: `${initials(shop.name)}-${initials(category.name)}-${pad(id, 4)}`,
      shortDescription: data.shortDescription,
      description: describe(data, category.name, shop.name),
      thumbnail: productImagePath(id, 1),
      price: data.price,
      discountPrice: data.discountPrice,
      stock: data.stock ?? random.int(12, 160),
      totalSold: cheap ? random.int(40, 480) : random.int(6, 140),
      rating: 0,
      totalReviews: 0,
      isActive: true,
      createdAt: ago(now, { days: random.int(3, 200), hours: random.int(0, 23) }),
    });
    const palette = palettes.category.get(category.id);
    if (palette) palettes.product.set(id, palette);
    for (let n = 1; n <= IMAGES_PER_PRODUCT; n++) {
      productImages.push({
        id: productImages.length + 1,
        productId: id,
        url: productImagePath(id, n),
        position: n - 1,
      });
    }
    for (const color of data.colors) productColors.push({ productId: id, colorId: byName(colors, color, 'colour').id });
    for (const size of data.sizes) {
      const extra = SIZE_DATA.find((s) => s.name === size)?.extra ?? 0;
      productSizes.push({ productId: id, sizeId: byName(sizes, size, 'size').id, extraPrice: extra });
    }
  });

  return {
    shops,
    brands,
    colors,
    sizes,
    units,
    categories,
    subCategories,
    products,
    productImages,
    productColors,
    productSizes,
    palettes,
  };
}

/** Looks a product up by slug; throws when the seed's own data is inconsistent. */
export function productBySlug(catalog: Catalog, slug: string): ProductRow {
  const product = catalog.products.find((p) => p.slug === slug);
  if (!product) throw new Error(`seed: unknown product ${slug}`);
  return product;
}

export function productById(catalog: Catalog, id: number): ProductRow {
  const product = catalog.products.find((p) => p.id === id);
  if (!product) throw new Error(`seed: unknown product ${id}`);
  return product;
}

/** The {id, name} snapshot an order line or cart keeps of a brand, size, colour or unit. */
export function option(rows: Named[], id: number | null | undefined): Named | null {
  const row = id == null ? undefined : rows.find((r) => r.id === id);
  return row ? { id: row.id, name: row.name } : null;
}
