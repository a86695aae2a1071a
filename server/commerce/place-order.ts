import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Answer } from '../../src/api/types';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { addresses, cartItems, orderItems, orderStatusHistory, orders, products } from '../db/schema';
import type { UserRow } from '../http/env';
import { fieldError, notFound } from '../http/http-error';
import { say } from '../i18n/say';
import { addressAnswer } from './address-book';
import type { CartLine } from './cart-lines';
import { workOutCheckout } from './checkout';
import { nextIds, orderCode } from './codes';
import { readMaster, withAvailablePayments } from './master';
import { checkPaymentMethod, openPaymentSession } from './payment-sessions';

export interface PlaceOrderRequest {
  shopIds: number[];
  addressId: number;
  paymentMethod: string;
  note: string | null;
  couponCode: string | null;
  isBuyNow: boolean;
}

/**
 * Takes the lines' units from stock (and counts them sold). The update checks the stock itself, so two orders
 * racing for the last units cannot both get them: a line that finds too little fails the whole order.
 */
async function reserveStock(db: Db, lines: CartLine[]): Promise<void> {
  const short = lines.find((line) => line.quantity > line.stock || !line.isActive);
  if (short) throw fieldError('cart', say('order.stockShort', { stock: short.stock, name: short.name }));
  const wanted = sql.join(
    lines.map((line) => sql`(${line.productId}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  const reserved = await db
    .update(products)
    .set({
      stock: sql`${products.stock} - wanted.quantity`,
      totalSold: sql`${products.totalSold} + wanted.quantity`,
    })
    .from(sql`(values ${wanted}) as wanted(id, quantity)`)
    .where(and(eq(products.id, sql`wanted.id`), eq(products.isActive, true), gte(products.stock, sql`wanted.quantity`)))
    .returning({ id: products.id });
  if (reserved.length < lines.length) {
    const missed = lines.find((line) => !reserved.some((row) => row.id === line.productId));
    throw fieldError(
      'cart',
      missed ? say('order.noLongerInStock', { name: missed.name }) : say('order.aProductNoLongerInStock'),
    );
  }
}

const option = (picked: { id: number; name: string } | null) => (picked ? { id: picked.id, name: picked.name } : null);

/**
 * place-order's work, inside the caller's transaction: one order per selected shop with the checkout's figures,
 * a copy of each line and of the address, stock reserved, those cart lines cleared, and for a gateway one
 * payment session for all the new orders. Any failure throws, so the transaction writes nothing.
 */
export async function placeOrders(
  tx: Db,
  customer: UserRow,
  request: PlaceOrderRequest,
  now: Date,
  origin: string,
  config: Pick<Config, 'appEnv'>,
): Promise<Answer<'placeOrder'>> {
  const master = withAvailablePayments(await readMaster(tx), config);
  if (master.order_place_account_verify && !customer.isVerified) {
    throw fieldError('account', say('order.verifyFirst'));
  }
  const payment = checkPaymentMethod(master, request.paymentMethod);
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, request.addressId), eq(addresses.userId, customer.id)));
  if (!address) throw notFound(say('order.addressNotFound'));

  const checkout = await workOutCheckout(tx, customer.id, request, now, master);
  const lines = checkout.shops.flatMap((shop) => shop.lines);
  await reserveStock(tx, lines);

  const ids = await nextIds(tx, 'orders', checkout.shops.length);
  const placed = checkout.shops.map((shop, index) => ({ id: ids[index] as number, ...shop }));
  await tx.insert(orders).values(
    placed.map((order) => ({
      id: order.id,
      orderCode: orderCode(order.id),
      userId: customer.id,
      shopId: order.shop.id,
      address: addressAnswer(address),
      paymentMethod: request.paymentMethod,
      totalAmount: order.subtotal,
      deliveryCharge: order.deliveryCharge,
      couponDiscount: order.couponDiscount,
      taxAmount: order.taxAmount,
      payableAmount: order.payableAmount,
      couponCode: order.couponCode,
      note: request.note,
      createdAt: now,
    })),
  );
  await tx.insert(orderItems).values(
    placed.flatMap((order) =>
      order.lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        name: line.name,
        thumbnail: line.thumbnail,
        brand: line.brand,
        price: line.price,
        discountPrice: line.discountPrice,
        quantity: line.quantity,
        size: option(line.size),
        color: option(line.color),
        unit: option(line.unit),
      })),
    ),
  );
  await tx
    .insert(orderStatusHistory)
    .values(placed.map((order) => ({ orderId: order.id, status: 'Pending', createdAt: now })));
  await tx.delete(cartItems).where(
    inArray(
      cartItems.id,
      lines.map((line) => line.cartId),
    ),
  );

  const paymentUrl =
    payment === 'cash'
      ? null
      : await openPaymentSession(
          tx,
          { userId: customer.id, orderIds: ids, gateway: request.paymentMethod, now },
          origin,
        );
  return {
    message: say('order.placed'),
    data: {
      order_payment_url: paymentUrl,
      orders: placed.map((order) => ({
        id: order.id,
        order_code: orderCode(order.id),
        shop_id: order.shop.id,
        payable_amount: order.payableAmount,
      })),
    },
  };
}
