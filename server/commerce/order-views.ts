import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import type { Db } from '../db/client';
import { orderItems, orderStatusHistory, orders, reviews, shops } from '../db/schema';
import { notFound } from '../http/http-error';
import { say } from '../i18n/say';
import { readMaster } from './master';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type OrderStatus = Schema<'OrderStatus'>;

const DAY_MS = 86_400_000;

/** Orders with their shop and units ordered, ready to be shown as summaries. */
export function selectOrderSummaries(db: Db, where: SQL | undefined) {
  return db
    .select({
      order: orders,
      shop: { id: shops.id, name: shops.name, logo: shops.logo, rating: shops.rating },
      totalItems: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})::int`,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(where);
}

type SummaryRow = Awaited<ReturnType<typeof selectOrderSummaries>>[number];

export function orderSummary({ order, shop, totalItems }: SummaryRow): Schema<'OrderSummary'> {
  return {
    id: order.id,
    order_code: order.orderCode,
    created_at: order.createdAt.toISOString(),
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    payable_amount: order.payableAmount,
    refunded_amount: order.refundedAmount,
    total_items: Number(totalItems),
    shop,
  };
}

/** A line as it was ordered (prices paid, options chosen). */
export function orderItem(item: OrderItemRow): Schema<'OrderItem'> {
  return {
    id: item.productId,
    name: item.name,
    thumbnail: item.thumbnail,
    brand: item.brand,
    price: item.price,
    discount_price: item.discountPrice,
    quantity: item.quantity,
    size: item.size ?? null,
    color: item.color ?? null,
    unit: item.unit ?? null,
  };
}

/** Until when a delivered order can be returned: delivery + the return window of `/master`. */
export function returnDeadline(order: Pick<OrderRow, 'orderStatus' | 'deliveredAt'>, windowDays: number): Date | null {
  if (order.orderStatus !== 'Delivered' || !order.deliveredAt) return null;
  return new Date(order.deliveredAt.getTime() + windowDays * DAY_MS);
}

/** One of the caller's orders, in full; 404 when it is not the caller's. */
export async function orderDetails(db: Db, userId: number, orderId: number, now: Date) {
  const [row] = await selectOrderSummaries(db, and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(say('order.notFound'));
  const { order } = row;
  const [items, reviewed, history, master] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(and(eq(reviews.orderId, order.id), eq(reviews.userId, userId))),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    readMaster(db),
  ]);
  const reviewedIds = new Set(reviewed.map((review) => review.productId));
  const deadline = returnDeadline(order, master.return_order_days ?? 0);
  const details: Schema<'OrderDetails'> = {
    ...orderSummary(row),
    products: items.map((item) => ({
      ...orderItem(item),
      is_reviewed: reviewedIds.has(item.productId),
      is_returned: item.isReturned,
    })),
    address: order.address,
    figures: {
      total_amount: order.totalAmount,
      delivery_charge: order.deliveryCharge,
      coupon_discount: order.couponDiscount,
      order_tax_amount: order.taxAmount,
      payable_amount: order.payableAmount,
    },
    note: order.note,
    status_history: history.map((change) => ({
      status: change.status as OrderStatus,
      created_at: change.createdAt.toISOString(),
    })),
    can_cancel: order.orderStatus === 'Pending',
    can_order_again: order.orderStatus === 'Delivered',
    can_pay_again: canPayAgain(order),
    can_return: deadline !== null && now < deadline && items.some((item) => !item.isReturned),
    return_deadline: deadline?.toISOString() ?? null,
  };
  return details;
}

type PaymentFacts = Pick<OrderRow, 'paymentStatus' | 'paymentMethod' | 'orderStatus'>;

/** An online order not yet paid (nor refunded) and not cancelled can be paid again. */
export function canPayAgain(order: PaymentFacts): boolean {
  return order.paymentStatus === 'Pending' && order.paymentMethod !== 'cash' && order.orderStatus !== 'Cancelled';
}

/** SQL: `canPayAgain`, for a conditional update. */
export const payableOnline = and(
  eq(orders.paymentStatus, 'Pending'),
  ne(orders.paymentMethod, 'cash'),
  ne(orders.orderStatus, 'Cancelled'),
);

/** Why an order cannot be paid online now (the 422 of `payOrderAgain`). */
export function payRefusal(order: PaymentFacts): string {
  if (order.orderStatus === 'Cancelled') return say('order.isCancelled');
  if (order.paymentStatus !== 'Pending') return say('order.alreadyPaid');
  return say('order.paidOnDelivery');
}
