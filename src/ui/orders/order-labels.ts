import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '../../api/types';
import type { OrderStatusFilter } from './order-history-query';

export type OrderStatus = Schema<'OrderStatus'>;
export type OrderPaymentStatus = Schema<'OrderPaymentStatus'>;
type Gateway = Pick<Schema<'PaymentGateway'>, 'name' | 'title'>;

/** The words for each status the server sends (its values are English identifiers, not text). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Confirm: msg`Confirmed`,
  Processing: msg`Processing`,
  Pickup: msg`Pickup`,
  'On The Way': msg`On The Way`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
};

/** The status filter's choices, worded as the statuses they keep. */
export const STATUS_FILTER_LABELS: Record<OrderStatusFilter, MessageDescriptor> = {
  pending: ORDER_STATUS_LABELS.Pending,
  confirm: ORDER_STATUS_LABELS.Confirm,
  processing: ORDER_STATUS_LABELS.Processing,
  pickup: ORDER_STATUS_LABELS.Pickup,
  on_the_way: ORDER_STATUS_LABELS['On The Way'],
  delivered: ORDER_STATUS_LABELS.Delivered,
  cancelled: ORDER_STATUS_LABELS.Cancelled,
};

export const PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, MessageDescriptor> = {
  Pending: msg`Unpaid`,
  Paid: msg`Paid`,
  Refunded: msg`Refunded`,
};

/** How an order is paid: cash on delivery, or the gateway's own title from `/master` (its name when unknown). */
export function paymentMethodLabel(i18n: I18n, method: string, gateways: readonly Gateway[]): string {
  if (method === 'cash') return i18n._(msg`Cash on delivery`);
  return gateways.find((gateway) => gateway.name === method)?.title ?? method;
}
