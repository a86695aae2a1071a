/** Orders in every status with their lines, status history, payment sessions, the return and the demo's own review. */
import type * as schema from '../schema';
import { type Catalog, option, productById } from './catalog';
import { type AddressRow, addressSnapshot } from './customers';
import { DELIVERY_CHARGE_PER_SHOP, DEMO_CUSTOMER, DEMO_RETURN, VAT, type VoucherFact } from './facts';
import { ORDER_SPECS, type Status } from './order-specs';
import type { ReviewRow } from './reviews';
import { ago, later, priceUsed, round2 } from './util';

type OrderRow = typeof schema.orders.$inferInsert & { id: number; createdAt: Date };
type OrderItemRow = typeof schema.orderItems.$inferInsert & { id: number };

/** Hours after placing at which an order reached each status (Delivered uses the spec's delivery time). */
const STATUS_STEPS: [Status, number][] = [
  ['Pending', 0],
  ['Confirm', 2],
  ['Processing', 6],
  ['Pickup', 20],
  ['On The Way', 26],
];

/** The order's figures from its lines: price used × quantity, the shop's delivery charge, the coupon and VAT. */
export function orderFigures(
  lines: { price: number; discountPrice: number; quantity: number }[],
  coupon?: VoucherFact,
) {
  const total = round2(lines.reduce((sum, l) => sum + priceUsed(l) * l.quantity, 0));
  const couponDiscount = !coupon
    ? 0
    : coupon.discountType === 'Percentage'
      ? round2((total * coupon.discount) / 100)
      : Math.min(coupon.discount, total);
  const tax = round2(((total - couponDiscount) * VAT.percentage) / 100);
  const payable = round2(total + DELIVERY_CHARGE_PER_SHOP - couponDiscount + tax);
  return { total, deliveryCharge: DELIVERY_CHARGE_PER_SHOP, couponDiscount, tax, payable };
}

export interface OrderData {
  orders: OrderRow[];
  orderItems: OrderItemRow[];
  orderStatusHistory: (typeof schema.orderStatusHistory.$inferInsert)[];
  paymentSessions: (typeof schema.paymentSessions.$inferInsert)[];
  returnOrders: (typeof schema.returnOrders.$inferInsert)[];
  returnOrderItems: (typeof schema.returnOrderItems.$inferInsert)[];
  /** The demo customer's review of a line of DEMO_ORDERS.deliveredOutOfWindow. */
  demoReviews: Omit<ReviewRow, 'id'>[];
}

export function buildOrders(catalog: Catalog, addresses: AddressRow[], now: Date): OrderData {
  const data: OrderData = {
    orders: [],
    orderItems: [],
    orderStatusHistory: [],
    paymentSessions: [],
    returnOrders: [],
    returnOrderItems: [],
    demoReviews: [],
  };
  for (const spec of ORDER_SPECS) {
    const placedAt = ago(now, spec.placed);
    const deliveredAt = spec.delivered ? ago(now, spec.delivered) : null;
    const address = addresses.find((a) => a.id === spec.addressId && a.userId === spec.userId);
    if (!address) throw new Error(`seed orders: order ${spec.order.code} has no address`);
    const items = spec.lines.map((line) => {
      const product = productById(catalog, line.productId);
      if (product.shopId !== spec.order.shopId) throw new Error(`seed orders: ${spec.order.code} mixes shops`);
      const color = catalog.colors.find((c) => c.name === line.color);
      const size = catalog.sizes.find((s) => s.name === line.size);
      const item: OrderItemRow = {
        id: data.orderItems.length + 1,
        orderId: spec.order.id,
        productId: product.id,
        name: product.name,
        thumbnail: product.thumbnail,
        brand: option(catalog.brands, product.brandId)?.name ?? null,
        price: product.price,
        discountPrice: product.discountPrice ?? 0,
        quantity: line.quantity,
        size: option(catalog.sizes, size?.id),
        color: option(catalog.colors, color?.id),
        unit: option(catalog.units, product.unitId),
        isReturned: false,
      };
      data.orderItems.push(item);
      return item;
    });
    const figures = orderFigures(
      items.map((i) => ({ price: i.price, discountPrice: i.discountPrice ?? 0, quantity: i.quantity })),
      spec.coupon,
    );
    data.orders.push({
      id: spec.order.id,
      orderCode: spec.order.code,
      userId: spec.userId,
      shopId: spec.order.shopId,
      address: addressSnapshot(address),
      paymentMethod: spec.payment,
      paymentStatus: spec.paid ? 'Paid' : 'Pending',
      orderStatus: spec.status,
      totalAmount: figures.total,
      deliveryCharge: figures.deliveryCharge,
      couponDiscount: figures.couponDiscount,
      taxAmount: figures.tax,
      payableAmount: figures.payable,
      couponCode: spec.coupon?.code ?? null,
      note: spec.note ?? null,
      deliveredAt,
      createdAt: placedAt,
    });

    // Every status up to the current one, oldest first.
    const reached =
      spec.status === 'Delivered' ? STATUS_STEPS.length : STATUS_STEPS.findIndex(([s]) => s === spec.status) + 1;
    const history: [Status, Date][] =
      spec.status === 'Cancelled'
        ? [
            ['Pending', placedAt],
            ['Cancelled', later(placedAt, { hours: 1 })],
          ]
        : STATUS_STEPS.slice(0, reached).map(([status, hours]) => [status, later(placedAt, { hours })]);
    if (spec.status === 'Delivered' && deliveredAt) history.push(['Delivered', deliveredAt]);
    for (const [status, at] of history) {
      if (at > now) throw new Error(`seed orders: ${spec.order.code} reaches ${status} in the future`);
      data.orderStatusHistory.push({
        id: data.orderStatusHistory.length + 1,
        orderId: spec.order.id,
        status,
        createdAt: at,
      });
    }

    if (spec.payment !== 'cash') {
      data.paymentSessions.push({
        id: data.paymentSessions.length + 1,
        token: `seed-${spec.payment}-${spec.order.code.toLowerCase()}`,
        userId: spec.userId,
        orderIds: [spec.order.id],
        gateway: spec.payment,
        amount: spec.paid ? figures.payable : null,
        status: spec.paid ? 'paid' : 'cancelled',
        createdAt: placedAt,
      });
    }
  }

  // The return: the olive oil line of the order delivered 40 days ago, asked for 4 days after delivery.
  const returned = data.orderItems.find((i) => i.orderId === DEMO_RETURN.orderId && i.productId === 7);
  const kept = data.orderItems.find((i) => i.orderId === DEMO_RETURN.orderId && i.productId === 6);
  const order = data.orders.find((o) => o.id === DEMO_RETURN.orderId);
  if (!returned || !kept || !order?.deliveredAt) throw new Error('seed orders: the return has no order line');
  returned.isReturned = true;
  data.returnOrders.push({
    id: DEMO_RETURN.id,
    returnCode: DEMO_RETURN.code,
    orderId: DEMO_RETURN.orderId,
    userId: DEMO_CUSTOMER.id,
    reason: 'The bottle arrived cracked and some of the oil had leaked into the box.',
    bankName: 'First Springfield Bank',
    bankAccountNumber: '000123456789',
    returnAddress: '742 Evergreen Terrace, Springfield, IL 62704',
    status: DEMO_RETURN.status,
    amount: round2(
      priceUsed({ price: returned.price, discountPrice: returned.discountPrice ?? 0 }) * returned.quantity,
    ),
    createdAt: later(order.deliveredAt, { days: 4 }),
  });
  data.returnOrderItems.push({ returnOrderId: DEMO_RETURN.id, orderItemId: returned.id });
  data.demoReviews.push({
    productId: kept.productId,
    userId: DEMO_CUSTOMER.id,
    orderId: DEMO_RETURN.orderId,
    rating: 5,
    description: 'Lovely floral honey, and it arrived well packed. Will order again.',
    createdAt: later(order.deliveredAt, { days: 2 }),
  });
  return data;
}
