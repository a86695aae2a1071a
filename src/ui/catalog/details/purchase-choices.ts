import type { ProductDetails } from '../../../app/catalog/details-calls';
import type { CartLineChoice } from '../../../machines/cart/cart.types';

/** What the shopper picked on the product page. */
export interface PurchaseChoices {
  colorId: number | null;
  sizeId: number | null;
  quantity: number;
}

export const noChoices: PurchaseChoices = { colorId: null, sizeId: null, quantity: 1 };

/** The options a product has but the shopper has not chosen yet (the server needs one of each it has). */
export function missingChoices(product: ProductDetails, choices: PurchaseChoices): { color: boolean; size: boolean } {
  return {
    color: product.colors.length > 0 && choices.colorId === null,
    size: product.sizes.length > 0 && choices.sizeId === null,
  };
}

/** The cart line for POST /cart/store; the quantity is kept within 1 and the stock. */
export function cartLine(product: ProductDetails, choices: PurchaseChoices): CartLineChoice {
  return {
    product_id: product.id,
    quantity: Math.max(1, Math.min(choices.quantity, product.quantity)),
    color: choices.colorId,
    size: choices.sizeId,
    unit: product.unit?.id ?? null,
  };
}
