import { and, count, desc, eq } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { cartData } from '../commerce/cart-view';
import { addOrderedLinesToCart } from '../commerce/cart-writes';
import { requestHash, runOnce } from '../commerce/idempotency';
import { readMaster, withAvailablePayments } from '../commerce/master';
import { cancelPendingOrder } from '../commerce/order-cancellation';
import {
  canPayAgain,
  orderDetails,
  orderSummary,
  payableOnline,
  payRefusal,
  selectOrderSummaries,
} from '../commerce/order-views';
import { checkGateway, openPaymentSession, shopperOrigin } from '../commerce/payment-sessions';
import { placeOrders } from '../commerce/place-order';
import { orderItems, orders } from '../db/schema';
import { fieldError, notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { pageWindow } from '../http/paging';
import { say } from '../i18n/say';

const STATUS_OF_FILTER: Record<Schema<'OrderStatusFilter'>, Schema<'OrderStatus'>> = {
  pending: 'Pending',
  confirm: 'Confirm',
  processing: 'Processing',
  pickup: 'Pickup',
  on_the_way: 'On The Way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The contract's `orders` operations. */
export function ordersRoutes(routes: OperationRegistry): void {
  routes.serve('placeOrder', async ({ c, deps, body, headers, customer }) => {
    const request = {
      shopIds: [...new Set(body.shop_ids)].sort((a, b) => a - b),
      addressId: body.address_id,
      paymentMethod: body.payment_method,
      note: body.note ?? null,
      couponCode: body.coupon_code?.trim() || null,
      isBuyNow: body.is_buy_now ?? false,
    };
    const now = deps.now();
    const call = {
      userId: customer.id,
      key: headers['Idempotency-Key'] as string,
      hash: requestHash(request),
      now,
    };
    const origin = shopperOrigin(c.req.url, c.req.header());
    return runOnce(deps.db, call, (tx) => placeOrders(tx, customer, request, now, origin, deps.config));
  });

  routes.serve('payOrderAgain', async ({ c, deps, path, customer }) => {
    const [order] = await deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, path.order), eq(orders.userId, customer.id)));
    if (!order) throw notFound(say('order.notFound'));
    if (!canPayAgain(order)) throw fieldError('order', payRefusal(order));
    checkGateway(withAvailablePayments(await readMaster(deps.db), deps.config), path.paymentMethod);
    const url = await deps.db.transaction(async (tx) => {
      // The conditions check again under the row's lock: a cancel or a payment that got there first wins, and two
      // calls for one order open their sessions one after the other (the second voids the first).
      const [chosen] = await tx
        .update(orders)
        .set({ paymentMethod: path.paymentMethod })
        .where(and(eq(orders.id, order.id), payableOnline))
        .returning({ id: orders.id });
      if (!chosen) throw fieldError('order', say('order.notPayableNow'));
      const session = { userId: customer.id, orderIds: [order.id], gateway: path.paymentMethod, now: deps.now() };
      return openPaymentSession(tx, session, shopperOrigin(c.req.url, c.req.header()));
    });
    return { message: say('payment.page'), data: { order_payment_url: url } };
  });

  routes.serve('listOrders', async ({ deps, query, customer }) => {
    const mine = eq(orders.userId, customer.id);
    const where = query.order_status ? and(mine, eq(orders.orderStatus, STATUS_OF_FILTER[query.order_status])) : mine;
    const { limit, offset } = pageWindow(query);
    const [rows, [filtered], perStatus] = await Promise.all([
      selectOrderSummaries(deps.db, where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
      deps.db.select({ total: count() }).from(orders).where(where),
      deps.db
        .select({ status: orders.orderStatus, total: count() })
        .from(orders)
        .where(mine)
        .groupBy(orders.orderStatus),
    ]);
    const counted = (status: Schema<'OrderStatus'>) => perStatus.find((row) => row.status === status)?.total ?? 0;
    return {
      message: say('order.list'),
      data: {
        total: filtered?.total ?? 0,
        status_wise_orders: {
          all: perStatus.reduce((sum, row) => sum + row.total, 0),
          pending: counted('Pending'),
          confirm: counted('Confirm'),
          processing: counted('Processing'),
          pickup: counted('Pickup'),
          on_the_way: counted('On The Way'),
          delivered: counted('Delivered'),
          cancelled: counted('Cancelled'),
        },
        orders: rows.map(orderSummary),
      },
    };
  });

  routes.serve('getOrderDetails', async ({ deps, query, customer }) => ({
    message: say('order.details'),
    data: { order: await orderDetails(deps.db, customer.id, query.order_id, deps.now()) },
  }));

  routes.serve('cancelOrder', async ({ deps, body, customer }) => {
    const now = deps.now();
    await cancelPendingOrder(deps.db, customer.id, body.order_id, now);
    return {
      message: say('order.cancelled'),
      data: { order: await orderDetails(deps.db, customer.id, body.order_id, now) },
    };
  });

  routes.serve('orderAgain', async ({ deps, body, customer }) => {
    const [order] = await deps.db
      .select({ id: orders.id, status: orders.orderStatus })
      .from(orders)
      .where(and(eq(orders.id, body.order_id), eq(orders.userId, customer.id)));
    if (!order) throw notFound(say('order.notFound'));
    if (order.status !== 'Delivered') throw fieldError('order_id', say('order.onlyDeliveredAgain'));
    const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const info = await addOrderedLinesToCart(deps.db, customer.id, items, deps.now());
    return {
      message: say('order.addedAgain'),
      data: await cartData(deps.db, customer.id, false, deps.now(), info),
    };
  });
}
