import { count, desc, eq } from 'drizzle-orm';
import {
  type ReturnRequest,
  requestReturn,
  returnDetails,
  returnSummary,
  selectReturnSummaries,
} from '../commerce/return-requests';
import { returnOrders } from '../db/schema';
import type { OperationRegistry } from '../http/operation';
import { pageWindow } from '../http/paging';
import { say } from '../i18n/say';

/** The contract's `returns` operations. */
export function returnsRoutes(routes: OperationRegistry): void {
  routes.serve('listReturnOrders', async ({ deps, query, customer }) => {
    const mine = eq(returnOrders.userId, customer.id);
    const { limit, offset } = pageWindow(query);
    const [rows, [all]] = await Promise.all([
      selectReturnSummaries(deps.db, mine)
        .orderBy(desc(returnOrders.createdAt), desc(returnOrders.id))
        .limit(limit)
        .offset(offset),
      deps.db.select({ total: count() }).from(returnOrders).where(mine),
    ]);
    return { message: say('return.list'), data: { total: all?.total ?? 0, return_orders: rows.map(returnSummary) } };
  });

  routes.serve('getReturnOrder', async ({ deps, path, customer }) => ({
    message: say('return.details'),
    data: { return_order: await returnDetails(deps.db, customer.id, path.id) },
  }));

  routes.serve('createReturnOrder', async ({ deps, body, customer }) => {
    const request: ReturnRequest = {
      orderId: body.order_id,
      productIds: body.product_ids,
      reason: body.reason,
      bankName: body.bank_name ?? null,
      bankAccountNumber: body.bank_account_number,
      returnAddress: body.return_address,
    };
    const id = await deps.db.transaction((tx) => requestReturn(tx, customer.id, request, deps.now()));
    return {
      message: say('return.submitted'),
      data: { return_order: await returnDetails(deps.db, customer.id, id) },
    };
  });
}
