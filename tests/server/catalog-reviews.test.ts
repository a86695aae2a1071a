import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../server/db/schema';
import { DEMO_CUSTOMER, DEMO_ORDERS, OTHER_ORDERS, PRODUCTS, SHOPS } from '../../server/db/seed/facts';
import type { Answer } from '../../src/api/types';
import { startTestServer, type TestServer } from './harness';
import { demoOrderOf } from './review-orders';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});
afterAll(async () => {
  await server?.stop();
});

const catalog = (withToken?: string) => server.api(withToken).catalog;

/** A new order of the demo customer for one unit of each product, in the given status (review-orders.ts). */
const orderOf = (productIds: number[], status: 'Delivered' | 'Processing' = 'Delivered') =>
  demoOrderOf(server.database.db, productIds, status);

/** The id of a product in one of the seeded orders. */
async function productOfOrder(orderId: number): Promise<number> {
  const [line] = await server.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  if (!line) throw new Error(`order ${orderId} has no lines`);
  return line.productId;
}

/** The sum of all stars behind a summary (each share of reviews times the total gives that star's count). */
function starsSum(summary: Answer<'listReviews'>['data']): number {
  return [1, 2, 3, 4, 5].reduce(
    (sum, stars) => sum + stars * Math.round((summary.rating_percentages[String(stars) as '1'] * summary.total) / 100),
    0,
  );
}

describe('listing reviews', () => {
  it('lists a product’s reviews newest first, with a summary of all of them', async () => {
    const { data } = await catalog().listReviews({ product_id: PRODUCTS.discounted.id, per_page: 2 });
    const details = await catalog().getProductDetails({ product_id: PRODUCTS.discounted.id });
    expect(data.total).toBe(details.data.product.total_reviews);
    expect(data.total).toBeGreaterThan(2);
    expect(data.reviews).toHaveLength(2);
    expect(data.average_rating).toBe(details.data.product.rating);
    const shares = Object.values(data.rating_percentages).reduce((sum, share) => sum + share, 0);
    expect(shares).toBeCloseTo(100, 0);
    const [newer, older] = data.reviews.map((review) => Date.parse(review.created_at));
    expect(newer).toBeGreaterThanOrEqual(older ?? 0);
  });

  it('lists the reviews of all a shop’s products, each naming its product', async () => {
    const { data } = await catalog().listReviews({ shop_id: SHOPS.voltElectronics.id, per_page: 100 });
    const shopProducts = await catalog().listProducts({ shop_id: SHOPS.voltElectronics.id, per_page: 100 });
    const ids = shopProducts.data.products.map((card) => card.id);
    expect(data.reviews.length).toBeGreaterThan(0);
    expect(data.reviews.every((review) => review.product && ids.includes(review.product.id))).toBe(true);
  });

  it('needs exactly one of product_id and shop_id', async () => {
    await expect(catalog().listReviews({})).rejects.toMatchObject({
      status: 422,
      fieldErrors: { product_id: 'The product id field is required when shop id is not present.' },
    });
    await expect(
      catalog().listReviews({ product_id: PRODUCTS.discounted.id, shop_id: SHOPS.voltElectronics.id }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('answers 404 for an unknown product or shop', async () => {
    await expect(catalog().listReviews({ product_id: 999_999 })).rejects.toMatchObject({ status: 404 });
    await expect(catalog().listReviews({ shop_id: 999_999 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('reviewing a product', () => {
  it('saves the review of a delivered product and updates the product’s and the shop’s rating', async () => {
    const productId = PRODUCTS.plain.id;
    const orderId = await orderOf([productId]);
    const before = (await catalog().listReviews({ product_id: productId })).data;

    const { data } = await catalog(token).createProductReview({
      product_id: productId,
      order_id: orderId,
      rating: 1,
      description: 'Bruised on arrival.',
    });
    expect(data.review).toMatchObject({
      rating: 1,
      description: 'Bruised on arrival.',
      user: { name: DEMO_CUSTOMER.name },
    });

    const after = (await catalog().listReviews({ product_id: productId })).data;
    const details = (await catalog().getProductDetails({ product_id: productId })).data.product;
    expect(after.reviews[0]?.id).toBe(data.review.id);
    expect(details.total_reviews).toBe(before.total + 1);
    expect(details.rating).toBe(Math.round(((starsSum(before) + 1) / (before.total + 1)) * 10) / 10);
    const shopReviews = (await catalog().listReviews({ shop_id: PRODUCTS.plain.shopId })).data;
    expect((await catalog().getShop(PRODUCTS.plain.shopId)).data.shop.rating).toBe(shopReviews.average_rating);
  });

  it('takes one review per order and product: a second one is refused, another order may review again', async () => {
    const productId = PRODUCTS.withColorsAndSizes.id;
    const review = { product_id: productId, rating: 5, description: 'Great fit.' };
    const firstOrder = await orderOf([productId]);
    await catalog(token).createProductReview({ ...review, order_id: firstOrder });
    await expect(catalog(token).createProductReview({ ...review, order_id: firstOrder })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { product_id: 'You have already reviewed this product for this order.' },
    });
    const secondOrder = await orderOf([productId]);
    await expect(catalog(token).createProductReview({ ...review, order_id: secondOrder })).resolves.toBeDefined();
  });

  it('refuses a product of an order that is not delivered yet', async () => {
    const orderId = DEMO_ORDERS.processing.id;
    const productId = await productOfOrder(orderId);
    await expect(
      catalog(token).createProductReview({ product_id: productId, order_id: orderId, rating: 4, description: 'Soon?' }),
    ).rejects.toMatchObject({
      status: 422,
      fieldErrors: { order_id: 'You can review a product only after the order is delivered.' },
    });
  });

  it('refuses a product that is not in the order', async () => {
    const orderId = await orderOf([PRODUCTS.plain.id]);
    await expect(
      catalog(token).createProductReview({
        product_id: PRODUCTS.discounted.id,
        order_id: orderId,
        rating: 4,
        description: 'Never bought it.',
      }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { product_id: expect.any(String) } });
  });

  it('answers 404 for another customer’s order', async () => {
    const orderId = OTHER_ORDERS.delivered.id;
    const productId = await productOfOrder(orderId);
    await expect(
      catalog(token).createProductReview({ product_id: productId, order_id: orderId, rating: 5, description: 'Mine?' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for an unknown product or order', async () => {
    const orderId = await orderOf([PRODUCTS.plain.id]);
    const review = { rating: 5, description: 'Hello' };
    await expect(
      catalog(token).createProductReview({ ...review, product_id: 999_999, order_id: orderId }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      catalog(token).createProductReview({ ...review, product_id: PRODUCTS.plain.id, order_id: 999_999 }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('needs a signed-in customer', async () => {
    await expect(
      catalog().createProductReview({ product_id: PRODUCTS.plain.id, order_id: 1, rating: 5, description: 'Hi' }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

it('breaks no rule of the contract', () => {
  expect(server.violations).toEqual([]);
});
