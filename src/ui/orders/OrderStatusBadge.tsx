import { useLingui } from '@lingui/react';
import { ORDER_STATUS_LABELS, type OrderPaymentStatus, type OrderStatus, PAYMENT_STATUS_LABELS } from './order-labels';

const pill = 'inline-flex min-h-6 items-center rounded-full border px-2.5 font-medium text-xs whitespace-nowrap';

// Dark text on a pale fill: readable (AA) and still told apart without the colour, by the word.
const ORDER_TONES: Record<OrderStatus, string> = {
  Pending: 'border-amber-300 bg-amber-50 text-amber-900',
  Confirm: 'border-sky-300 bg-sky-50 text-sky-900',
  Processing: 'border-sky-300 bg-sky-50 text-sky-900',
  Pickup: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  'On The Way': 'border-indigo-300 bg-indigo-50 text-indigo-900',
  Delivered: 'border-green-300 bg-green-50 text-green-900',
  Cancelled: 'border-red-300 bg-red-50 text-red-900',
};

const PAYMENT_TONES: Record<OrderPaymentStatus, string> = {
  Pending: 'border-amber-300 bg-amber-50 text-amber-900',
  Paid: 'border-green-300 bg-green-50 text-green-900',
  Refunded: 'border-sky-300 bg-sky-50 text-sky-900',
};

/** An order's status as a coloured word. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <span className={`${pill} ${ORDER_TONES[status]}`}>{i18n._(ORDER_STATUS_LABELS[status])}</span>;
}

/** Whether an order is paid, as a coloured word. */
export function PaymentStatusBadge({ status }: { status: OrderPaymentStatus }) {
  const { i18n } = useLingui();
  return <span className={`${pill} ${PAYMENT_TONES[status]}`}>{i18n._(PAYMENT_STATUS_LABELS[status])}</span>;
}
