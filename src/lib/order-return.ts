import type { Schema } from '../api/types';

type OrderDetails = Schema<'OrderDetails'>;

/** Why an order offers no return form (`can_return` is false). */
export type ReturnBlock = 'notDelivered' | 'allReturned' | 'windowClosed' | 'unavailable';

/** The reason to show for an order that cannot be returned, from its status, lines and deadline. */
export function returnBlockOf(order: OrderDetails, now: Date): ReturnBlock {
  if (order.order_status !== 'Delivered') return 'notDelivered';
  if (order.products.every((line) => line.is_returned)) return 'allReturned';
  if (order.return_deadline && new Date(order.return_deadline) <= now) return 'windowClosed';
  return 'unavailable';
}

/** The order's shipping address as one line of text: a first guess at where the shop collects the return. */
export function addressText(address: OrderDetails['address']): string {
  return [address.flat_no, address.address_line, address.address_line2, address.area, address.post_code]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
