import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { contentTexts, textOf } from '../content/shop-content';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { brands, favorites, products, shops } from '../db/schema';
import type { ServerDeps } from '../deps';
import { offerPrices, runningSaleDiscounts } from './pricing';

export type ProductCard = Schema<'ProductCard'>;

/** Only active products are shown to shoppers. */
export const isListed = eq(products.isActive, true);

/** Active products that also meet every given condition. */
export function listedAnd(...conditions: (SQL | undefined)[]): SQL {
  return and(isListed, ...conditions) as SQL;
}

/** The columns a product card is made of: the product, its brand's name and its shop. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  thumbnail: products.thumbnail,
  brand: brands.name,
  price: products.price,
  discountPrice: products.discountPrice,
  rating: products.rating,
  totalReviews: products.totalReviews,
  totalSold: products.totalSold,
  stock: products.stock,
  shopId: shops.id,
  shopName: shops.name,
  shopLogo: shops.logo,
  shopRating: shops.rating,
};

/** Products joined with their shop and brand, selecting the card columns; callers add where, order and limit. */
export function selectCards(db: Db) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

const favoritesAmongQuery = preparedPerDatabase((db) =>
  db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, sql.placeholder('userId')),
        sql`${favorites.productId} = any(${sql.placeholder('productIds')})`,
      ),
    )
    .prepare('favorites_among'),
);

/** Which of `productIds` are in the customer's wishlist (none for a visitor). */
export async function favoriteIdsAmong(db: Db, userId: number | null, productIds: number[]): Promise<Set<number>> {
  if (userId === null || productIds.length === 0) return new Set();
  const rows = await favoritesAmongQuery(db).execute({ userId, productIds });
  return new Set(rows.map((row) => row.productId));
}

export interface CardOptions {
  /**
   * A flash sale's percentage off to show even before it runs (its own page shows the prices it will have);
   * a larger running sale still wins, so every answer agrees with the cart.
   */
  saleDiscount?: number;
}

/**
 * Every listing's product cards, from rows of `selectCards`: prices through `offerPrices` with the running flash
 * sales, `is_favorite` for the signed-in customer. Two queries whatever the number of rows.
 */
export async function toProductCards(
  deps: ServerDeps,
  rows: CardRow[],
  userId: number | null,
  options: CardOptions = {},
): Promise<ProductCard[]> {
  const ids = [...new Set(rows.map((row) => row.id))];
  const [liked, sales, names, shopNames] = await Promise.all([
    favoriteIdsAmong(deps.db, userId, ids),
    runningSaleDiscounts(deps.db, ids, deps.now()),
    contentTexts(deps.db, 'product', ids, ['name']),
    contentTexts(
      deps.db,
      'shop',
      rows.map((row) => row.shopId),
      ['name'],
    ),
  ]);
  return rows.map((row) => {
    const prices = offerPrices(row, Math.max(sales.get(row.id) ?? 0, options.saleDiscount ?? 0));
    return {
      id: row.id,
      name: textOf(names, row.id, 'name', row.name),
      slug: row.slug,
      thumbnail: row.thumbnail,
      brand: row.brand,
      price: prices.price,
      discount_price: prices.discountPrice,
      discount_percentage: prices.discountPercentage,
      rating: row.rating,
      total_reviews: row.totalReviews,
      total_sold: row.totalSold,
      quantity: Math.max(row.stock, 0),
      is_favorite: liked.has(row.id),
      shop: {
        id: row.shopId,
        name: textOf(shopNames, row.shopId, 'name', row.shopName),
        logo: row.shopLogo,
        rating: row.shopRating,
      },
    };
  });
}
