import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Answer, Query, Schema } from '../../src/api/types';
import type { Db } from '../db/client';
import { products, reviews, shops, users } from '../db/schema';
import { HttpError, notFound } from '../http/http-error';
import { pageWindow } from '../http/paging';
import { say } from '../i18n/say';

type Review = Schema<'Review'>;

/** A mean rating as products and shops store it: one decimal, 0 without reviews. */
export function averageRating(total: number, starsSum: number): number {
  return total === 0 ? 0 : Math.round((starsSum / total) * 10) / 10;
}

/** Exactly one of product_id and shop_id picks the reviews; 404 when that product or shop does not exist. */
async function reviewedScope(db: Db, query: Query<'listReviews'>): Promise<{ condition: SQL; byShop: boolean }> {
  if (query.product_id !== undefined && query.shop_id !== undefined) {
    const message = say('review.productOrShop');
    throw new HttpError(422, message, { product_id: [message] });
  }
  if (query.shop_id !== undefined) {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, query.shop_id));
    if (!shop) throw notFound(say('catalog.shopNotFound'));
    return { condition: eq(products.shopId, shop.id), byShop: true };
  }
  if (query.product_id !== undefined) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, query.product_id));
    if (!product) throw notFound(say('catalog.productNotFound'));
    return { condition: eq(reviews.productId, product.id), byShop: false };
  }
  const message = say('review.productOrShopRequired');
  throw new HttpError(422, message, { product_id: [message] });
}

export function toReview(
  row: { id: number; rating: number; description: string; createdAt: Date },
  user: { name: string; profilePhoto: string | null },
): Review {
  return {
    id: row.id,
    rating: row.rating,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    user: { name: user.name, profile_photo: user.profilePhoto },
  };
}

/** GET /reviews: a page of a product's or a shop's reviews, newest first, and the summary of all of them. */
export async function listReviews(db: Db, query: Query<'listReviews'>): Promise<Answer<'listReviews'>['data']> {
  const { condition, byShop } = await reviewedScope(db, query);
  const { limit, offset } = pageWindow(query);
  const [rows, starCounts] = await Promise.all([
    db
      .select({
        review: reviews,
        user: { name: users.name, profilePhoto: users.profilePhoto },
        product: { id: products.id, name: products.name, thumbnail: products.thumbnail },
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(condition)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(condition)
      .groupBy(reviews.rating),
  ]);

  const countOf = (stars: number) => starCounts.find((row) => row.rating === stars)?.count ?? 0;
  const total = starCounts.reduce((sum, row) => sum + row.count, 0);
  const starsSum = starCounts.reduce((sum, row) => sum + row.rating * row.count, 0);
  const share = (stars: number) => (total === 0 ? 0 : Math.round((countOf(stars) / total) * 10_000) / 100);
  return {
    total,
    average_rating: averageRating(total, starsSum),
    rating_percentages: {
      '1': share(1),
      '2': share(2),
      '3': share(3),
      '4': share(4),
      '5': share(5),
    },
    reviews: rows.map((row) => {
      const review = toReview(row.review, row.user);
      return byShop ? { ...review, product: row.product } : review;
    }),
  };
}
