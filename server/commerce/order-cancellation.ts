import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orderStatusHistory, orders, products } from '../db/schema';
import { fieldError, notFound } from '../http/http-error';
import { say } from '../i18n/say';

/**
 * The customer's cancel of a Pending order, in one transaction: a paid order is refunded (Refunded, its payable
 * amount recorded), the reserved units go back to stock and the history gets a Cancelled entry.
 */
export async function cancelPendingOrder(db: Db, userId: number, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // One update decides both the status and the refund: the conditions keep a racing status change from being
    // undone, and a payment of the same row lands either before it (refunded here) or after it (not charged).
    const wasPaid = sql`${orders.paymentStatus} = 'Paid'`;
    const [cancelled] = await tx
      .update(orders)
      .set({
        orderStatus: 'Cancelled',
        paymentStatus: sql`case when ${wasPaid} then 'Refunded' else ${orders.paymentStatus} end`,
        refundedAmount: sql`case when ${wasPaid} then ${orders.payableAmount} else ${orders.refundedAmount} end`,
      })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.orderStatus, 'Pending')))
      .returning({ id: orders.id });
    if (!cancelled) {
      const [exists] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!exists) throw notFound(say('order.notFound'));
      throw fieldError('order_id', say('order.onlyPendingCancels'));
    }
    // The reserved units go back to stock.
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ordered.quantity`,
        totalSold: sql`greatest(${products.totalSold} - ordered.quantity, 0)`,
      })
      .from(
        sql`(select ${orderItems.productId} as id, sum(${orderItems.quantity})::int as quantity from ${orderItems} where ${orderItems.orderId} = ${cancelled.id} group by ${orderItems.productId}) as ordered`,
      )
      .where(eq(products.id, sql`ordered.id`));
    await tx.insert(orderStatusHistory).values({ orderId: cancelled.id, status: 'Cancelled', createdAt: now });
  });
}
