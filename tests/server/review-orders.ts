import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { orderItems, orders, products } from '../../server/db/schema';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';

let ordersMade = 0;

/**
 * A new order of the demo customer for one unit of each product (of one shop), in the given status, written
 * straight to the database: what a review needs before the customer may write it.
 */
export async function demoOrderOf(
  db: Db,
  productIds: number[],
  status: 'Delivered' | 'Processing' = 'Delivered',
): Promise<number> {
  ordersMade += 1;
  const lines = await Promise.all(
    productIds.map(async (id) => (await db.select().from(products).where(eq(products.id, id)))[0]),
  );
  const first = lines[0];
  if (!first) throw new Error('no such product');
  const [order] = await db
    .insert(orders)
    .values({
      orderCode: `TEST-REVIEW-${process.pid}-${ordersMade}`,
      userId: DEMO_CUSTOMER.id,
      shopId: first.shopId,
      address: {
        id: 1,
        name: DEMO_CUSTOMER.name,
        phone: DEMO_CUSTOMER.phone,
        address_line: '1 Test Street',
        address_line2: null,
        area: null,
        flat_no: null,
        post_code: null,
        address_type: 'home',
        is_default: true,
        latitude: null,
        longitude: null,
      },
      paymentMethod: 'cash',
      orderStatus: status,
      totalAmount: 10,
      deliveryCharge: 5,
      payableAmount: 15,
    })
    .returning();
  if (!order) throw new Error('no order inserted');
  await db.insert(orderItems).values(
    lines.map((product) => ({
      orderId: order.id,
      productId: product?.id ?? 0,
      name: product?.name ?? '',
      thumbnail: product?.thumbnail ?? '',
      price: product?.price ?? 0,
      quantity: 1,
    })),
  );
  return order.id;
}
