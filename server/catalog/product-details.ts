import { asc, desc, eq, ne } from 'drizzle-orm';
import type { Answer } from '../../src/api/types';
import { translatorFor } from '../content/localized-text';
import { contentTexts, textOf } from '../content/shop-content';
import {
  brands,
  colors,
  productColors,
  productImages,
  productSizes,
  products,
  shops,
  sizes,
  units,
} from '../db/schema';
import type { ServerDeps } from '../deps';
import { notFound } from '../http/http-error';
import { currentLanguage } from '../i18n/request-language';
import { say } from '../i18n/say';
import { categoriesHolding } from './categories';
import { cardColumns, listedAnd, selectCards, toProductCards } from './product-cards';
import { safeHtml } from './safe-html';

const RELATED_PRODUCTS = 10;

/** GET /product-details: the product page, with related products (same category) and the shop's best sellers. */
export async function productDetails(
  deps: ServerDeps,
  productId: number,
  userId: number | null,
): Promise<Answer<'getProductDetails'>['data']> {
  const { db } = deps;
  const [product] = await db
    .select({
      ...cardColumns,
      shortDescription: products.shortDescription,
      description: products.description,
      sku: products.sku,
      categoryId: products.categoryId,
      brandId: brands.id,
      unitId: units.id,
      unitName: units.name,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(units, eq(units.id, products.unitId))
    .where(listedAnd(eq(products.id, productId)));
  if (!product) throw notFound(say('catalog.productNotFound'));

  const [images, colorRows, sizeRows, categories, related, popular] = await Promise.all([
    db
      .select({ id: productImages.id, url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({ id: colors.id, name: colors.name, color_code: colors.colorCode })
      .from(productColors)
      .innerJoin(colors, eq(colors.id, productColors.colorId))
      .where(eq(productColors.productId, productId))
      .orderBy(asc(colors.id)),
    db
      .select({ id: sizes.id, name: sizes.name, price: productSizes.extraPrice })
      .from(productSizes)
      .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
      .where(eq(productSizes.productId, productId))
      .orderBy(asc(sizes.id)),
    categoriesHolding(db, eq(products.id, productId)),
    selectCards(db)
      .where(listedAnd(eq(products.categoryId, product.categoryId), ne(products.id, productId)))
      .orderBy(desc(products.totalSold), desc(products.id))
      .limit(RELATED_PRODUCTS),
    selectCards(db)
      .where(listedAnd(eq(products.shopId, product.shopId), ne(products.id, productId)))
      .orderBy(desc(products.totalSold), desc(products.id))
      .limit(RELATED_PRODUCTS),
  ]);
  const [[card, ...others], texts, translate] = await Promise.all([
    toProductCards(deps, [product, ...related, ...popular], userId),
    contentTexts(db, 'product', [productId], ['short_description', 'description']),
    translatorFor(db, currentLanguage()),
  ]);
  if (!card) throw notFound(say('catalog.productNotFound'));

  return {
    product: {
      ...card,
      slug: product.slug,
      short_description: textOf(texts, productId, 'short_description', product.shortDescription),
      description: safeHtml(textOf(texts, productId, 'description', product.description)),
      thumbnails: images,
      brand: product.brandId !== null && product.brand !== null ? { id: product.brandId, name: product.brand } : null,
      // Named as /categories names them in the caller's language (the breadcrumbs' step up).
      categories: categories.map((category) => ({
        ...category,
        name: translate(category.name),
        sub_categories: category.sub_categories.map((sub) => ({ ...sub, name: translate(sub.name) })),
      })),
      is_favorite: card.is_favorite ?? false,
      total_sold: product.totalSold,
      colors: colorRows,
      sizes: sizeRows,
      unit:
        product.unitId !== null && product.unitName !== null ? { id: product.unitId, name: product.unitName } : null,
      sku: product.sku,
    },
    related_products: others.slice(0, related.length),
    popular_products: others.slice(related.length),
  };
}
