import type {
  CartAnswer,
  CartGroup,
  CartLine,
  CartLineChoice,
  CartView,
  LineChange,
  ProductGlimpse,
} from './cart.types';

export const EMPTY_CART: CartView = { total: 0, groups: [] };

/** docs/requirements.md §4: the price used is discount_price when above 0, otherwise price. */
export function priceUsed(line: Pick<CartLine, 'price' | 'discount_price'>): number {
  return line.discount_price > 0 ? line.discount_price : line.price;
}

/** Sums in cents, so a total never drifts from the shown line amounts. */
export function cartTotal(groups: CartGroup[]): number {
  const cents = groups
    .flatMap((group) => group.products)
    .reduce((sum, line) => sum + Math.round(priceUsed(line) * 100) * line.quantity, 0);
  return cents / 100;
}

export function viewOf(answer: CartAnswer): CartView {
  return { total: answer.data.total, groups: answer.data.cart_items };
}

export function countItems(view: CartView): number {
  return view.groups.reduce((sum, group) => sum + group.products.reduce((units, line) => units + line.quantity, 0), 0);
}

export function findLine(view: CartView, productId: number): CartLine | undefined {
  for (const group of view.groups) {
    const line = group.products.find((product) => product.id === productId);
    if (line) return line;
  }
  return undefined;
}

function quantityAfter(line: CartLine, change: LineChange): number {
  if (change.kind === 'remove') return 0;
  if (change.kind === 'decrement') return line.quantity - 1;
  return Math.min(line.quantity + 1, Math.max(line.stock, line.quantity));
}

/**
 * The cart as it will be once the server has made the change (shown before it answers). A line at 0 goes,
 * and a shop with no lines goes with it.
 */
export function applyChange(view: CartView, change: LineChange): CartView {
  const groups = view.groups
    .map((group) => ({
      ...group,
      products: group.products
        .map((line) => (line.id === change.productId ? { ...line, quantity: quantityAfter(line, change) } : line))
        .filter((line) => line.quantity > 0),
    }))
    .filter((group) => group.products.length > 0);
  return { total: cartTotal(groups), groups };
}

export function applyChanges(view: CartView, changes: LineChange[]): CartView {
  return changes.reduce(applyChange, view);
}

/** Would this change take the line out of the cart? */
export function removesLine(view: CartView, change: LineChange): boolean {
  const line = findLine(view, change.productId);
  return line !== undefined && quantityAfter(line, change) <= 0;
}

/** What 'Again Add to Cart' sends: one unit with the removed line's choices. */
export function againChoice(line: CartLine): CartLineChoice {
  return {
    product_id: line.id,
    quantity: 1,
    color: line.color?.id ?? null,
    size: line.size?.id ?? null,
    unit: line.unit?.id ?? null,
  };
}

export function glimpseOf(line: CartLine): ProductGlimpse {
  return { name: line.name, thumbnail: line.thumbnail };
}

/**
 * docs/requirements.md §4: without multi_vendor every shop in the cart is selected; with it, selected shops that have
 * no lines left are dropped (and an empty cart leaves nothing selected).
 */
export function selectionFor(view: CartView, selected: number[], multiVendor: boolean): number[] {
  const present = view.groups.map((group) => group.shop_id);
  if (!multiVendor) return present;
  return selected.filter((shopId) => present.includes(shopId));
}

/** With multi_vendor, a shop's toggle adds it to or takes it out of the selection. */
export function toggleShop(selected: number[], shopId: number): number[] {
  return selected.includes(shopId) ? selected.filter((id) => id !== shopId) : [...selected, shopId];
}
