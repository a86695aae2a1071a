import type { Schema } from '../../../src/api/types';
import { orderDetails, renderOrdersPage } from '../orders/orders-harness';

export { fakeApi, json } from '../orders/orders-harness';

/** An account page as the app renders it, toaster included (see renderOrdersPage). */
export const renderReturnsPage = renderOrdersPage;

/**
 * Order 7, delivered and returnable until 20 March 2025: Desk Lamp (2 × 12.50) and USB-C Cable (1 × 30) can be
 * returned, the Wool Beanie was returned already.
 */
export function returnableOrder(overrides: Partial<Schema<'OrderDetails'>> = {}): Schema<'OrderDetails'> {
  const order = orderDetails({ id: 7, order_code: 'ORD-1007', order_status: 'Delivered', payment_status: 'Paid' });
  return {
    ...order,
    products: [
      ...order.products,
      {
        id: 44,
        name: 'Wool Beanie',
        thumbnail: '/media/products/44-1.svg',
        brand: null,
        price: 18,
        discount_price: 0,
        quantity: 1,
        size: null,
        color: { id: 5, name: 'Grey' },
        unit: null,
        is_reviewed: false,
        is_returned: true,
      },
    ],
    can_cancel: false,
    can_pay_again: false,
    can_order_again: true,
    can_return: true,
    return_deadline: '2025-03-20T10:00:00Z',
    ...overrides,
  };
}

/** A return request in a list, as the contract shapes it. */
export function aReturn(id: number, overrides: Partial<Schema<'ReturnOrderSummary'>> = {}) {
  return {
    id,
    return_code: `RET-${String(id).padStart(4, '0')}`,
    order_id: 7,
    order_code: 'ORD-1007',
    status: 'Pending',
    amount: 25,
    created_at: '2025-03-15T09:30:00Z',
    total_items: 2,
    ...overrides,
  } satisfies Schema<'ReturnOrderSummary'>;
}

/** Return 15 in full: the Desk Lamp line of order 7, Approved. */
export function returnDetails(overrides: Partial<Schema<'ReturnOrderDetails'>> = {}): Schema<'ReturnOrderDetails'> {
  const order = returnableOrder();
  const [lamp] = order.products;
  const { is_reviewed: _reviewed, is_returned: _returned, ...line } = lamp as Schema<'OrderProduct'>;
  return {
    ...aReturn(15, { status: 'Approved' }),
    reason: 'The lamp flickers.',
    bank_name: 'First Demo Bank',
    bank_account_number: '000123456789',
    return_address: '4B, 12 Market Street, Downtown, 10001',
    products: [line],
    order: {
      id: 7,
      order_code: 'ORD-1007',
      created_at: '2025-03-01T08:00:00Z',
      order_status: 'Delivered',
      payment_status: 'Paid',
      payment_method: 'cash',
      payable_amount: 57.5,
      total_items: 4,
      shop: { id: 3, name: 'Volt Electronics', logo: '/media/shops/3-logo.svg', rating: 4.6 },
    },
    ...overrides,
  };
}
