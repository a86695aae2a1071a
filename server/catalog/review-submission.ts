import { and, eq, sql } from 'drizzle-orm';
import type { JsonBody, Schema } from '../../src/api/types';
import type { Db } from '../db/client';
import { orderItems, orders, products, reviews, shops } from '../db/schema';
import type { UserRow } from '../http/env';
import { fieldError, notFound } from '../http/http-error';
import { fieldLabel, say } from '../i18n/say';
import { toReview } from './reviews';

/** A unique-index violation (two submissions of the same review at once). */
function isUniqueViolation(error: unknown): boolean {
  const withCode = error as { code?: string; cause?: { code?: string } };
  return withCode.code === '23505' || withCode.cause?.code === '23505';
}

/** Sets the product's and its shop's rating (mean of their reviews) and review counts. */
async function refreshRatings(tx: Db, productId: number, shopId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${reviews.productId} = ${productId}), 0)`,
      totalReviews: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
  await tx
    .update(shops)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1) from ${reviews} inner join ${products} on ${products.id} = ${reviews.productId} where ${products.shopId} = ${shopId}), 0)`,
      totalReviews: sql`(select count(*) from ${reviews} inner join ${products} on ${products.id} = ${reviews.productId} where ${products.shopId} = ${shopId})`,
    })
    .where(eq(shops.id, shopId));
}

/**
 * POST /product-review: a customer reviews a product of one of their Delivered orders, once per order and
 * product; the ratings follow in the same transaction.
 */
export async function submitReview(
  db: Db,
  customer: UserRow,
  body: JsonBody<'createProductReview'>,
): Promise<Schema<'Review'>> {
  const description = body.description.trim();
  if (!description) throw fieldError('description', say('field.required', { field: fieldLabel('description') }));
  const [product] = await db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(eq(products.id, body.product_id));
  if (!product) throw notFound(say('catalog.productNotFound'));
  const [order] = await db
    .select({ id: orders.id, status: orders.orderStatus })
    .from(orders)
    .where(and(eq(orders.id, body.order_id), eq(orders.userId, customer.id)));
  if (!order) throw notFound(say('review.orderNotFound'));
  if (order.status !== 'Delivered') {
    throw fieldError('order_id', say('review.notDelivered'));
  }
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, product.id)))
    .limit(1);
  if (!line) throw fieldError('product_id', say('review.notInOrder'));
  const [earlier] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, customer.id), eq(reviews.orderId, order.id), eq(reviews.productId, product.id)));
  if (earlier) throw fieldError('product_id', say('review.alreadyReviewed'));

  try {
    const saved = await db.transaction(async (tx) => {
      const [review] = await tx
        .insert(reviews)
        .values({
          productId: product.id,
          userId: customer.id,
          orderId: order.id,
          rating: body.rating,
          description,
        })
        .returning();
      await refreshRatings(tx as unknown as Db, product.id, product.shopId);
      return review;
    });
    if (!saved) throw new Error('The review was not saved.');
    return toReview(saved, customer);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('product_id', say('review.alreadyReviewed'));
    throw error;
  }
}
