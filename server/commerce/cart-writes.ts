import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { cartItems, type LineOption, productColors, productSizes, products } from '../db/schema';
import { fieldError, notFound } from '../http/http-error';
import { say } from '../i18n/say';
import { joinInfo } from './cart-view';

export interface AddToCartRequest {
  productId: number;
  quantity: number;
  color: number | null;
  size: number | null;
  unit: number | null;
  isBuyNow: boolean;
}

type Fit = { quantity: number; info: string | null } | { refusal: string };

/** The line's quantity once `adding` units join the `existing` ones, capped at the stock (and said so). */
export function fitToStock(name: string, stock: number, existing: number, adding: number): Fit {
  if (stock <= 0) return { refusal: say('cart.outOfStock', { name }) };
  if (existing >= stock) return { refusal: say('cart.allInCart', { stock, name }) };
  if (existing + adding > stock) {
    return { quantity: stock, info: say('cart.cappedToStock', { stock, name }) };
  }
  return { quantity: existing + adding, info: null };
}

interface NewLine {
  userId: number;
  productId: number;
  quantity: number;
  colorId: number | null;
  sizeId: number | null;
  unitId: number | null;
  isBuyNow: boolean;
  createdAt: Date;
}

/** Writes lines: a product already in the cart gets the new quantity and options (a product is one line). */
async function upsertLines(db: Db, lines: NewLine[]): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(cartItems)
    .values(lines)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.isBuyNow],
      set: {
        quantity: sql`excluded.quantity`,
        colorId: sql`excluded.color_id`,
        sizeId: sql`excluded.size_id`,
        unitId: sql`excluded.unit_id`,
      },
    });
}

/** A chosen option must be one of the product's; a product with options needs one chosen. */
function checkOption(field: 'color' | 'size', chosen: number | null, allowed: number[]): void {
  if (chosen === null) {
    if (allowed.length > 0) throw fieldError(field, say(field === 'color' ? 'cart.chooseColor' : 'cart.chooseSize'));
    return;
  }
  if (!allowed.includes(chosen))
    throw fieldError(field, say(field === 'color' ? 'cart.colorUnavailable' : 'cart.sizeUnavailable'));
}

/**
 * The product to add, its options and the customer's line of it already in the cart, in one query: each query is
 * a round of the database.
 */
const productToAddQuery = preparedPerDatabase((db) => {
  const colorIds = sql<number[]>`array(${db
    .select({ id: productColors.colorId })
    .from(productColors)
    .where(eq(productColors.productId, products.id))})`;
  const sizeIds = sql<number[]>`array(${db
    .select({ id: productSizes.sizeId })
    .from(productSizes)
    .where(eq(productSizes.productId, products.id))})`;
  // The buy-now slot is replaced, so only the regular cart's line counts towards the stock.
  const inCart = sql<number | null>`(${db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, sql.placeholder('userId')),
        eq(cartItems.productId, products.id),
        eq(cartItems.isBuyNow, false),
      ),
    )})`;
  return db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      unitId: products.unitId,
      colorIds,
      sizeIds,
      inCart,
    })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('productId')), eq(products.isActive, true)))
    .prepare('product_to_add');
});

/** addToCart: checks the product, its options and stock, then writes the line. Answers the `info` warning. */
export async function addToCart(db: Db, userId: number, request: AddToCartRequest, now: Date): Promise<string | null> {
  const [product] = await productToAddQuery(db).execute({ userId, productId: request.productId });
  if (!product) throw notFound(say('catalog.productNotFound'));
  checkOption('color', request.color, product.colorIds);
  checkOption('size', request.size, product.sizeIds);
  if (request.unit !== null && request.unit !== product.unitId) {
    throw fieldError('unit', say('cart.unitUnavailable'));
  }

  const existing = request.isBuyNow ? 0 : (product.inCart ?? 0);
  const fit = fitToStock(product.name, product.stock, existing, request.quantity);
  if ('refusal' in fit) throw fieldError('product_id', fit.refusal);

  const line: NewLine = {
    userId,
    productId: product.id,
    quantity: fit.quantity,
    colorId: request.color,
    sizeId: request.size,
    unitId: request.unit ?? product.unitId,
    isBuyNow: request.isBuyNow,
    createdAt: now,
  };
  if (request.isBuyNow) {
    await db.transaction(async (tx) => {
      await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.isBuyNow, true)));
      await tx.insert(cartItems).values(line);
    });
  } else {
    await upsertLines(db, [line]);
  }
  return fit.info;
}

export interface OrderedLine {
  productId: number;
  name: string;
  quantity: number;
  size: LineOption | null;
  color: LineOption | null;
  unit: LineOption | null;
}

/** Order again: each line back into the cart as addToCart would, capped at the stock; what cannot go back is said. */
export async function addOrderedLinesToCart(
  db: Db,
  userId: number,
  ordered: OrderedLine[],
  now: Date,
): Promise<string | null> {
  const ids = ordered.map((line) => line.productId);
  const [stockRows, existingRows] = await Promise.all([
    db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.isActive, true))),
    db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.isBuyNow, false), inArray(cartItems.productId, ids))),
  ]);
  const stock = new Map(stockRows.map((row) => [row.id, row.stock]));
  const existing = new Map(existingRows.map((row) => [row.productId, row.quantity]));

  const lines: NewLine[] = [];
  const notes: string[] = [];
  for (const item of ordered) {
    const available = stock.get(item.productId);
    if (available === undefined) {
      notes.push(say('cart.goneSkipped', { name: item.name }));
      continue;
    }
    const fit = fitToStock(item.name, available, existing.get(item.productId) ?? 0, item.quantity);
    if ('refusal' in fit) {
      notes.push(say('cart.refusedSkipped', { reason: fit.refusal }));
      continue;
    }
    if (fit.info) notes.push(fit.info);
    lines.push({
      userId,
      productId: item.productId,
      quantity: fit.quantity,
      colorId: item.color?.id ?? null,
      sizeId: item.size?.id ?? null,
      unitId: item.unit?.id ?? null,
      isBuyNow: false,
      createdAt: now,
    });
  }
  await upsertLines(db, lines);
  return joinInfo(...notes);
}
