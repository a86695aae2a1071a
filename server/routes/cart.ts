import { and, eq, sql } from 'drizzle-orm';
import { inShopperLanguage } from '../commerce/cart-lines';
import { cartData } from '../commerce/cart-view';
import { addToCart, fitToStock } from '../commerce/cart-writes';
import { checkoutItems, workOutCheckout } from '../commerce/checkout';
import { readMaster } from '../commerce/master';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { cartItems, products } from '../db/schema';
import { fieldError, notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { say } from '../i18n/say';

/** The caller's cart line of a product with the product's stock; 404 when the product is not in the cart. */
async function cartLineOf(db: Db, userId: number, productId: number) {
  const [line] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity, name: products.name, stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.isBuyNow, false)));
  if (!line) throw notFound(say('cart.notInCart'));
  return line;
}

/** Removes the caller's regular cart line of a product, answering its id (none when it was not there). */
const deleteLineQuery = preparedPerDatabase((db) =>
  db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, sql.placeholder('userId')),
        eq(cartItems.productId, sql.placeholder('productId')),
        eq(cartItems.isBuyNow, false),
      ),
    )
    .returning({ id: cartItems.id })
    .prepare('delete_cart_line'),
);

/** The contract's `cart` operations: the regular cart (the buy-now slot only through addToCart and checkout). */
export function cartRoutes(routes: OperationRegistry): void {
  routes.serve('getCart', async ({ deps, customer }) => ({
    message: say('cart.answer'),
    data: await cartData(deps.db, customer.id, false, deps.now()),
  }));

  routes.serve('addToCart', async ({ deps, body, customer }) => {
    const isBuyNow = body.is_buy_now ?? false;
    const request = {
      productId: body.product_id,
      quantity: body.quantity ?? 1,
      color: body.color ?? null,
      size: body.size ?? null,
      unit: body.unit ?? null,
      isBuyNow,
    };
    const info = await addToCart(deps.db, customer.id, request, deps.now());
    return { message: say('cart.added'), data: await cartData(deps.db, customer.id, isBuyNow, deps.now(), info) };
  });

  routes.serve('incrementCartItem', async ({ deps, body, customer }) => {
    const line = await cartLineOf(deps.db, customer.id, body.product_id);
    const fit = fitToStock(line.name, line.stock, line.quantity, 1);
    if ('refusal' in fit) throw fieldError('product_id', fit.refusal);
    await deps.db.update(cartItems).set({ quantity: fit.quantity }).where(eq(cartItems.id, line.id));
    return { message: say('cart.increased'), data: await cartData(deps.db, customer.id, false, deps.now()) };
  });

  routes.serve('decrementCartItem', async ({ deps, body, customer }) => {
    const line = await cartLineOf(deps.db, customer.id, body.product_id);
    // The storefront recognises a removal by this exact message.
    if (line.quantity <= 1) {
      await deps.db.delete(cartItems).where(eq(cartItems.id, line.id));
      return { message: say('cart.removed'), data: await cartData(deps.db, customer.id, false, deps.now()) };
    }
    await deps.db
      .update(cartItems)
      .set({ quantity: line.quantity - 1 })
      .where(eq(cartItems.id, line.id));
    return { message: say('cart.decreased'), data: await cartData(deps.db, customer.id, false, deps.now()) };
  });

  routes.serve('deleteCartItem', async ({ deps, body, customer }) => {
    const [deleted] = await deleteLineQuery(deps.db).execute({ userId: customer.id, productId: body.product_id });
    if (!deleted) throw notFound(say('cart.notInCart'));
    return { message: say('cart.removed'), data: await cartData(deps.db, customer.id, false, deps.now()) };
  });

  routes.serve('checkoutCart', async ({ deps, body, customer }) => {
    const master = await readMaster(deps.db);
    const request = { shopIds: body.shop_ids, couponCode: body.coupon_code, isBuyNow: body.is_buy_now };
    const checkout = await workOutCheckout(deps.db, customer.id, request, deps.now(), master);
    // A voucher that does not apply is no error: nothing is discounted and the message says why.
    const message = !checkout.coupon
      ? say('checkout.answer')
      : checkout.coupon.applies
        ? say('voucher.applied')
        : checkout.coupon.reason;
    return {
      message,
      data: {
        checkout_items: await inShopperLanguage(deps.db, checkoutItems(checkout)),
        checkout: checkout.summary,
        apply_coupon: checkout.coupon?.applies ?? false,
      },
    };
  });
}
