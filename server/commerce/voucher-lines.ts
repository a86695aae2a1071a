import { and, eq, inArray } from 'drizzle-orm';
import { cents, linePrices, runningSaleDiscounts, unitPrice } from '../catalog/pricing';
import type { Db } from '../db/client';
import { productSizes, products } from '../db/schema';
import { fieldError, notFound } from '../http/http-error';
import { say } from '../i18n/say';

/** A line as apply-voucher receives it: a product, how many, its shop and the chosen size (by id). */
export interface VoucherLine {
  id: number;
  quantity: number;
  shop_id: number;
  size?: number | null;
}

export interface PricedVoucherLines {
  total: number;
  /** Each shop's subtotal, by shop id. */
  subtotals: Map<number, number>;
}

/**
 * What the given lines cost, priced by `linePrices` as the cart prices its lines (so the voucher's figures agree
 * with /cart/checkout). 404 for a product that is not for sale; 422 for a wrong shop or a size it does not have.
 */
export async function priceVoucherLines(db: Db, lines: VoucherLine[], now: Date): Promise<PricedVoucherLines> {
  const ids = [...new Set(lines.map((line) => line.id))];
  const [found, sizes, sales] = await Promise.all([
    db
      .select({
        id: products.id,
        shopId: products.shopId,
        price: products.price,
        discountPrice: products.discountPrice,
      })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.isActive, true))),
    db
      .select({ productId: productSizes.productId, sizeId: productSizes.sizeId, extra: productSizes.extraPrice })
      .from(productSizes)
      .where(inArray(productSizes.productId, ids)),
    runningSaleDiscounts(db, ids, now),
  ]);
  const byId = new Map(found.map((product) => [product.id, product]));
  const extraOf = new Map(sizes.map((size) => [`${size.productId}:${size.sizeId}`, size.extra]));

  let total = 0;
  const subtotals = new Map<number, number>();
  for (const line of lines) {
    const product = byId.get(line.id);
    if (!product) throw notFound(say('catalog.productNotFound'));
    if (product.shopId !== line.shop_id) throw fieldError('products', say('voucher.productNotInShop'));
    const extra = line.size == null ? 0 : extraOf.get(`${product.id}:${line.size}`);
    if (extra === undefined) throw fieldError('products', say('voucher.sizeNotOffered'));
    const amount = unitPrice(linePrices(product, extra, sales.get(product.id))) * line.quantity;
    total += amount;
    subtotals.set(product.shopId, (subtotals.get(product.shopId) ?? 0) + amount);
  }
  return {
    total: cents(total),
    subtotals: new Map([...subtotals].map(([shopId, subtotal]) => [shopId, cents(subtotal)])),
  };
}
