import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { cents, unitPrice } from '../catalog/pricing';
import type { Db } from '../db/client';
import { orderItems, orders, returnOrderItems, returnOrders } from '../db/schema';
import { fieldError, notFound } from '../http/http-error';
import { say } from '../i18n/say';
import { nextIds, returnCode } from './codes';
import { readMaster } from './master';
import { orderItem, orderSummary, returnDeadline, selectOrderSummaries } from './order-views';

/** Return requests with their order's code and the units they return. */
export function selectReturnSummaries(db: Db, where: SQL | undefined) {
  return db
    .select({
      request: returnOrders,
      orderCode: orders.orderCode,
      totalItems: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${returnOrderItems} inner join ${orderItems} on ${orderItems.id} = ${returnOrderItems.orderItemId} where ${returnOrderItems.returnOrderId} = ${returnOrders.id})::int`,
    })
    .from(returnOrders)
    .innerJoin(orders, eq(orders.id, returnOrders.orderId))
    .where(where);
}

type ReturnSummaryRow = Awaited<ReturnType<typeof selectReturnSummaries>>[number];

export function returnSummary({ request, orderCode, totalItems }: ReturnSummaryRow): Schema<'ReturnOrderSummary'> {
  return {
    id: request.id,
    return_code: request.returnCode,
    order_id: request.orderId,
    order_code: orderCode,
    status: request.status,
    amount: request.amount,
    created_at: request.createdAt.toISOString(),
    total_items: Number(totalItems),
  };
}

/** One of the caller's return requests in full; 404 when it is not the caller's. */
export async function returnDetails(db: Db, userId: number, id: number): Promise<Schema<'ReturnOrderDetails'>> {
  const [row] = await selectReturnSummaries(db, and(eq(returnOrders.id, id), eq(returnOrders.userId, userId)));
  if (!row) throw notFound(say('return.notFound'));
  const [items, [order]] = await Promise.all([
    db
      .select({ item: orderItems })
      .from(returnOrderItems)
      .innerJoin(orderItems, eq(orderItems.id, returnOrderItems.orderItemId))
      .where(eq(returnOrderItems.returnOrderId, row.request.id)),
    selectOrderSummaries(db, eq(orders.id, row.request.orderId)),
  ]);
  if (!order) throw notFound(say('return.notFound'));
  return {
    ...returnSummary(row),
    reason: row.request.reason,
    bank_name: row.request.bankName,
    bank_account_number: row.request.bankAccountNumber,
    return_address: row.request.returnAddress,
    products: items.map(({ item }) => orderItem(item)),
    order: orderSummary(order),
  };
}

export interface ReturnRequest {
  orderId: number;
  productIds: number[];
  reason: string;
  bankName: string | null;
  bankAccountNumber: string;
  returnAddress: string;
}

/**
 * Records a return of whole lines of a delivered order inside its return window. Each line returns once: the
 * update that marks the lines returned only takes lines not yet returned, so a racing second request fails.
 */
export async function requestReturn(tx: Db, userId: number, request: ReturnRequest, now: Date): Promise<number> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, request.orderId), eq(orders.userId, userId)));
  if (!order) throw notFound(say('order.notFound'));
  if (order.orderStatus !== 'Delivered') throw fieldError('order_id', say('return.notDelivered'));
  const deadline = returnDeadline(order, (await readMaster(tx)).return_order_days ?? 0);
  if (!deadline || now >= deadline) throw fieldError('order_id', say('return.windowClosed'));

  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const chosen = [...new Set(request.productIds)].map((productId) => {
    const line = lines.find((item) => item.productId === productId);
    if (!line) throw fieldError('product_ids', say('return.notInOrder'));
    if (line.isReturned) throw fieldError('product_ids', say('return.alreadyReturned', { name: line.name }));
    return line;
  });
  const marked = await tx
    .update(orderItems)
    .set({ isReturned: true })
    .where(
      and(
        inArray(
          orderItems.id,
          chosen.map((line) => line.id),
        ),
        eq(orderItems.isReturned, false),
      ),
    )
    .returning({ id: orderItems.id });
  if (marked.length < chosen.length) throw fieldError('product_ids', say('return.aProductAlreadyReturned'));

  const [id] = (await nextIds(tx, 'return_orders', 1)) as [number];
  await tx.insert(returnOrders).values({
    id,
    returnCode: returnCode(id),
    orderId: order.id,
    userId,
    reason: request.reason,
    bankName: request.bankName,
    bankAccountNumber: request.bankAccountNumber,
    returnAddress: request.returnAddress,
    amount: cents(chosen.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0)),
    createdAt: now,
  });
  await tx.insert(returnOrderItems).values(chosen.map((line) => ({ returnOrderId: id, orderItemId: line.id })));
  return id;
}
