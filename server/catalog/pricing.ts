import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flashSaleProducts, flashSales } from '../db/schema';
import { isRunningSaleOf } from './offer-price-sql';

/** Rounds to cents, the way every shown amount is rounded. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export interface PricedProduct {
  price: number;
  discountPrice: number;
}

/**
 * The product's prices as every answer shows them: while a flash sale runs, its percentage off the price is the
 * discount price when that is lower than the product's own discount.
 */
export function offerPrices(product: PricedProduct, saleDiscountPercent: number | undefined) {
  let discountPrice = product.discountPrice;
  if (saleDiscountPercent && saleDiscountPercent > 0) {
    const salePrice = cents(product.price * (1 - saleDiscountPercent / 100));
    if (discountPrice <= 0 || salePrice < discountPrice) discountPrice = salePrice;
  }
  return withDiscountPercentage({ price: product.price, discountPrice: discountPrice > 0 ? discountPrice : 0 });
}

/** The whole percentage the discount price takes off the price; 0 without a discount. */
function withDiscountPercentage(prices: PricedProduct) {
  const { price, discountPrice } = prices;
  const discountPercentage =
    discountPrice > 0 && discountPrice < price ? Math.round(((price - discountPrice) / price) * 100) : 0;
  return { price, discountPrice, discountPercentage };
}

/**
 * One line's prices, the one rule behind the cart, checkout, place-order and apply-voucher (and the product page,
 * src/lib/line-price.ts): the product's offer first (its own discount or a running flash sale), then the chosen
 * options' extra price added to the price and to the discount price when there is one, so a size shown as
 * "+2.00" costs exactly 2.00 more whatever the offer.
 */
export function linePrices(product: PricedProduct, extra: number, saleDiscountPercent: number | undefined) {
  const offer = offerPrices(product, saleDiscountPercent);
  return withDiscountPercentage({
    price: cents(offer.price + extra),
    discountPrice: offer.discountPrice > 0 ? cents(offer.discountPrice + extra) : 0,
  });
}

/** The price to pay for one unit (docs/requirements.md §4): the discount price when above 0, otherwise the price. */
export function unitPrice(prices: { price: number; discountPrice: number }): number {
  return prices.discountPrice > 0 ? prices.discountPrice : prices.price;
}

/** The running flash sales' percentage off, by product id (the largest when a product is in two). */
export async function runningSaleDiscounts(db: Db, productIds: number[], now: Date): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select({ productId: flashSaleProducts.productId, discount: flashSales.discount })
    .from(flashSaleProducts)
    .innerJoin(flashSales, isRunningSaleOf(now))
    .where(inArray(flashSaleProducts.productId, productIds));
  for (const row of rows) found.set(row.productId, Math.max(found.get(row.productId) ?? 0, row.discount));
  return found;
}
