import { inArray, sql } from 'drizzle-orm';
import type { Answer } from '../../src/api/types';
import type { Db } from '../db/client';
import { cartItems, products } from '../db/schema';
import { say } from '../i18n/say';
import { type CartLine, cartShopGroup, groupByShop, inShopperLanguage, linesTotal, loadCartLines } from './cart-lines';

export type CartData = Answer<'getCart'>['data'];

/** Joins warnings into the one `info` text the storefront shows; null when there is none. */
export function joinInfo(...parts: Array<string | null | undefined>): string | null {
  const texts = parts.filter((part): part is string => Boolean(part));
  return texts.length > 0 ? texts.join(' ') : null;
}

/**
 * Lowers lines whose stock went down since they were added, and drops lines that can no longer be bought,
 * so the cart never asks for more than there is. Says what changed.
 */
async function settleToStock(db: Db, lines: CartLine[]): Promise<{ lines: CartLine[]; info: string | null }> {
  const gone = lines.filter((line) => !line.isActive || line.stock <= 0);
  const lowered = lines.filter((line) => line.isActive && line.stock > 0 && line.quantity > line.stock);
  if (gone.length === 0 && lowered.length === 0) return { lines, info: null };

  if (gone.length > 0) {
    await db.delete(cartItems).where(
      inArray(
        cartItems.id,
        gone.map((line) => line.cartId),
      ),
    );
  }
  if (lowered.length > 0) {
    await db
      .update(cartItems)
      .set({ quantity: sql`(select ${products.stock} from ${products} where ${products.id} = ${cartItems.productId})` })
      .where(
        inArray(
          cartItems.id,
          lowered.map((line) => line.cartId),
        ),
      );
  }
  const kept = lines
    .filter((line) => !gone.includes(line))
    .map((line) => (lowered.includes(line) ? { ...line, quantity: line.stock } : line));
  return {
    lines: kept,
    info: joinInfo(
      ...gone.map((line) => say('cart.goneFromCart', { name: line.name })),
      ...lowered.map((line) => say('cart.loweredToStock', { stock: line.stock, name: line.name })),
    ),
  };
}

/** The cart (or the buy-now slot) as every cart operation answers it, with any warning in `info`. */
export async function cartData(
  db: Db,
  userId: number,
  isBuyNow: boolean,
  now: Date,
  info: string | null = null,
): Promise<CartData> {
  const settled = await settleToStock(db, await loadCartLines(db, userId, isBuyNow, now));
  return {
    total: linesTotal(settled.lines),
    cart_items: await inShopperLanguage(db, groupByShop(settled.lines).map(cartShopGroup)),
    info: joinInfo(info, settled.info),
  };
}
