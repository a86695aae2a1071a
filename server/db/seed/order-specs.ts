/** The orders the seed writes: per order its customer, status, payment, timing, voucher and lines. */
import {
  DEMO_ADDRESSES,
  DEMO_CUSTOMER,
  DEMO_ORDERS,
  OTHER_ADDRESS_ID,
  OTHER_CUSTOMER,
  OTHER_ORDERS,
  VOUCHERS,
  type VoucherFact,
} from './facts';
import type { Offset } from './util';

export type Status = 'Pending' | 'Confirm' | 'Processing' | 'Pickup' | 'On The Way' | 'Delivered' | 'Cancelled';

export interface OrderSpec {
  order: { id: number; code: string; shopId: number };
  userId: number;
  addressId: number;
  status: Status;
  payment: 'cash' | 'stripe' | 'paypal';
  paid: boolean;
  placed: Offset;
  delivered?: Offset;
  coupon?: VoucherFact;
  note?: string;
  lines: { productId: number; quantity: number; color?: string; size?: string }[];
}

const D = DEMO_CUSTOMER.id;
export const ORDER_SPECS: OrderSpec[] = [
  {
    order: DEMO_ORDERS.pending,
    userId: D,
    addressId: DEMO_ADDRESSES.home,
    status: 'Pending',
    payment: 'cash',
    paid: false,
    placed: { hours: 2 },
    note: 'Please leave the box at the back door.',
    lines: [
      { productId: 2, quantity: 1 },
      { productId: 9, quantity: 2 },
      { productId: 10, quantity: 1 },
    ],
  },
  {
    order: DEMO_ORDERS.pendingUnpaidOnline,
    userId: D,
    addressId: DEMO_ADDRESSES.home,
    status: 'Pending',
    payment: 'stripe',
    paid: false,
    placed: { minutes: 40 },
    lines: [
      { productId: 16, quantity: 1, color: 'White' },
      { productId: 17, quantity: 2 },
    ],
  },
  {
    order: DEMO_ORDERS.confirm,
    userId: D,
    addressId: DEMO_ADDRESSES.home,
    status: 'Confirm',
    payment: 'cash',
    paid: false,
    placed: { days: 1 },
    lines: [
      { productId: 32, quantity: 1 },
      { productId: 33, quantity: 1 },
    ],
  },
  {
    order: DEMO_ORDERS.processing,
    userId: D,
    addressId: DEMO_ADDRESSES.office,
    status: 'Processing',
    payment: 'stripe',
    paid: true,
    placed: { days: 2 },
    lines: [
      { productId: 19, quantity: 1, color: 'Black' },
      { productId: 20, quantity: 1, color: 'Grey' },
    ],
  },
  {
    order: DEMO_ORDERS.pickup,
    userId: D,
    addressId: DEMO_ADDRESSES.home,
    status: 'Pickup',
    payment: 'cash',
    paid: false,
    placed: { days: 3 },
    lines: [
      { productId: 56, quantity: 1 },
      { productId: 60, quantity: 2 },
    ],
  },
  {
    order: DEMO_ORDERS.onTheWay,
    userId: D,
    addressId: DEMO_ADDRESSES.home,
    status: 'On The Way',
    payment: 'paypal',
    paid: true,
    placed: { days: 4 },
    lines: [{ productId: 46, quantity: 1, color: 'Blue', size: '42' }],
  },
  {
    order: DEMO_ORDERS.deliveredInWindow,
    userId: D,
    addressId: DEMO_ADDRESSES.home,
    status: 'Delivered',
    payment: 'cash',
    paid: true,
    placed: { days: 8 },
    delivered: { days: 3 },
    coupon: VOUCHERS.thread20,
    lines: [
      { productId: 41, quantity: 2, color: 'Navy', size: 'M' },
      { productId: 34, quantity: 1, color: 'Olive', size: 'S' },
      { productId: 44, quantity: 1, color: 'Grey' },
    ],
  },
  {
    order: DEMO_ORDERS.deliveredOutOfWindow,
    userId: D,
    addressId: DEMO_ADDRESSES.home,
    status: 'Delivered',
    payment: 'cash',
    paid: true,
    placed: { days: 45 },
    delivered: { days: 40 },
    lines: [
      { productId: 7, quantity: 1 },
      { productId: 6, quantity: 2 },
    ],
  },
  {
    order: DEMO_ORDERS.cancelled,
    userId: D,
    addressId: DEMO_ADDRESSES.office,
    status: 'Cancelled',
    payment: 'cash',
    paid: false,
    placed: { days: 6 },
    note: 'Ordered the wrong size bottle, sorry!',
    lines: [
      { productId: 73, quantity: 1 },
      { productId: 70, quantity: 1, color: 'Blue' },
    ],
  },
  {
    order: OTHER_ORDERS.pending,
    userId: OTHER_CUSTOMER.id,
    addressId: OTHER_ADDRESS_ID,
    status: 'Pending',
    payment: 'cash',
    paid: false,
    placed: { days: 1 },
    lines: [{ productId: 3, quantity: 2 }],
  },
  {
    order: OTHER_ORDERS.delivered,
    userId: OTHER_CUSTOMER.id,
    addressId: OTHER_ADDRESS_ID,
    status: 'Delivered',
    payment: 'stripe',
    paid: true,
    placed: { days: 5 },
    delivered: { days: 2 },
    lines: [{ productId: 15, quantity: 1, color: 'Red' }],
  },
];
