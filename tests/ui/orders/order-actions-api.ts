import type { Schema } from '../../../src/api/types';
import { fakeApi, json, orderDetails } from './orders-harness';

type OrderDetails = Schema<'OrderDetails'>;
type Outcome = Response | Record<string, unknown>;

/** A Delivered order of two lines, the first already reviewed, returnable until 1 March 2025. */
export function deliveredOrder(overrides: Partial<OrderDetails> = {}): OrderDetails {
  const base = orderDetails();
  return orderDetails({
    id: 7,
    order_code: 'ORD-1007',
    order_status: 'Delivered',
    payment_status: 'Paid',
    payment_method: 'cash',
    products: base.products.map((line, index) => ({ ...line, is_reviewed: index === 0 })),
    status_history: [
      { status: 'Pending', created_at: '2025-02-20T09:15:00Z' },
      { status: 'Confirm', created_at: '2025-02-20T11:02:00Z' },
      { status: 'Delivered', created_at: '2025-02-22T17:45:00Z' },
    ],
    can_cancel: false,
    can_order_again: true,
    can_pay_again: false,
    can_return: true,
    return_deadline: '2025-03-01T17:45:00Z',
    ...overrides,
  });
}

/** A Pending cash order that can be cancelled. */
export function pendingOrder(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return orderDetails({ id: 1, order_code: 'ORD-1001', payment_method: 'cash', can_pay_again: false, ...overrides });
}

/**
 * The contract for one order that changes as the server would: `writes` answer POST calls in turn (by path);
 * `after` is what the order becomes once a write succeeds.
 */
export function orderApi(
  initial: OrderDetails,
  writes: Record<string, Outcome[]> = {},
  after: (order: OrderDetails, path: string, body: unknown) => OrderDetails = (order) => order,
) {
  let order = initial;
  const answer = (path: string) => async (_url: URL, request: Request) => {
    const outcome = writes[path]?.shift() ?? json(500, { message: 'No answer given.' });
    if (!(outcome instanceof Response) || outcome.ok) order = after(order, path, await request.clone().json());
    return outcome;
  };
  return fakeApi({
    'GET /order-details': (url) =>
      url.searchParams.get('order_id') === String(order.id)
        ? { message: 'Order details', data: { order } }
        : json(404, { message: 'Order not found.' }),
    'POST /orders/cancel': answer('/orders/cancel'),
    'POST /place-order/again': answer('/place-order/again'),
    'POST /product-review': answer('/product-review'),
  });
}

export const cancelled = (order: OrderDetails): OrderDetails => ({
  ...order,
  order_status: 'Cancelled',
  can_cancel: false,
  status_history: [...order.status_history, { status: 'Cancelled', created_at: '2025-03-14T10:40:31Z' }],
});
