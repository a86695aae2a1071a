/**
 * A product's prices with the chosen options, by the rule the reference API prices every cart line with
 * (`linePrices` in server/catalog/pricing.ts): the offer the product answer already carries (its own discount or a
 * running flash sale), then the chosen size's extra price added to the price and to the discount price when there
 * is one, so a size shown as "+2.00" costs exactly 2.00 more. Colours carry no extra price. Amounts are in the
 * default currency.
 */

export interface ProductPrices {
  price: number;
  /** 0 when there is no discount. */
  discount_price: number;
  discount_percentage: number;
}

export interface ProductWithSizes extends ProductPrices {
  sizes: readonly { id: number; price?: number | null }[];
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** One unit's prices with the chosen size (none chosen: the product's own), the discount percentage worked out anew. */
export function pricesWithOptions(product: ProductWithSizes, chosen: { sizeId: number | null }): ProductPrices {
  const extra = product.sizes.find((size) => size.id === chosen.sizeId)?.price ?? 0;
  const price = toCents(product.price + extra);
  const discountPrice = product.discount_price > 0 ? toCents(product.discount_price + extra) : 0;
  const discountPercentage =
    discountPrice > 0 && discountPrice < price ? Math.round(((price - discountPrice) / price) * 100) : 0;
  return { price, discount_price: discountPrice, discount_percentage: discountPercentage };
}
