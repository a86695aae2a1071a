import { describe, expect, it } from 'vitest';
import * as facts from '../../server/db/seed/facts';
import { DAY, day, ms, num, type Row, seededDatabaseQuery } from './seed-helpers';

/** server/db/seed/facts.ts, which the other tests and the README rely on, says what the seed really holds. */

const NOW = new Date();
const q = seededDatabaseQuery(NOW);

describe('facts.ts', () => {
  it('names the shops and notable products as seeded', async () => {
    const shops = await q('select id, name, slug, is_online from shops');
    for (const shop of Object.values(facts.SHOPS)) {
      expect(shops.find((s) => s.id === shop.id)).toMatchObject({
        name: shop.name,
        slug: shop.slug,
        is_online: shop.isOnline,
      });
    }
    const products = await q('select id, slug, shop_id, stock, price, discount_price from products');
    const product = (p: { id: number; slug: string; shopId: number }) => {
      const row = products.find((r) => r.id === p.id);
      expect(row, p.slug).toMatchObject({ slug: p.slug, shop_id: p.shopId });
      return row as Row;
    };
    const options = async (id: number) =>
      (
        await q(`select (select count(*) from product_colors where product_id = ${id})::int colors,
        (select count(*) from product_sizes where product_id = ${id})::int sizes,
        (select count(*) from product_sizes where product_id = ${id} and extra_price > 0)::int priced_sizes`)
      )[0];
    product(facts.PRODUCTS.withColorsAndSizes);
    expect(await options(facts.PRODUCTS.withColorsAndSizes.id)).toMatchObject({ colors: 4, sizes: 5, priced_sizes: 2 });
    product(facts.PRODUCTS.withSizePrices);
    expect(await options(facts.PRODUCTS.withSizePrices.id)).toMatchObject({ sizes: 4, priced_sizes: 3 });
    const discounted = product(facts.PRODUCTS.discounted);
    expect([num(discounted.price), num(discounted.discount_price)]).toEqual([59.99, 49.99]);
    product(facts.PRODUCTS.plain);
    expect(await options(facts.PRODUCTS.plain.id)).toMatchObject({ colors: 0, sizes: 0 });
    for (const p of facts.PRODUCTS.outOfStock) expect(product(p).stock).toBe(0);
    for (const p of facts.PRODUCTS.lowStock) expect(product(p).stock).toBe(p.stock);
  });

  it('has a running and an upcoming flash sale', async () => {
    const sales = await q(`select s.*, (select count(*) from flash_sale_products where flash_sale_id = s.id)::int n
      from flash_sales s`);
    const running = sales.find((s) => s.id === facts.FLASH_SALES.running.id);
    const upcoming = sales.find((s) => s.id === facts.FLASH_SALES.upcoming.id);
    expect(running).toMatchObject({ name: facts.FLASH_SALES.running.name, n: facts.FLASH_SALES.running.productCount });
    expect(ms(running?.start_date)).toBeLessThanOrEqual(NOW.getTime());
    expect(ms(running?.end_date)).toBeGreaterThan(NOW.getTime());
    expect(num(running?.discount)).toBe(facts.FLASH_SALES.running.discount);
    expect(upcoming).toMatchObject({
      name: facts.FLASH_SALES.upcoming.name,
      n: facts.FLASH_SALES.upcoming.productCount,
    });
    expect(ms(upcoming?.start_date)).toBeGreaterThan(NOW.getTime());
    const [inSale] = await q(
      `select count(*)::int n from flash_sale_products where flash_sale_id = 1 and product_id = ${facts.PRODUCTS.discounted.id}`,
    );
    expect(inSale?.n).toBe(1);
  });

  it('lists the vouchers with their rules', async () => {
    const coupons = await q('select * from coupons');
    expect(coupons).toHaveLength(Object.keys(facts.VOUCHERS).length);
    for (const v of Object.values(facts.VOUCHERS)) {
      const row = coupons.find((c) => c.id === v.id);
      expect(row).toMatchObject({ code: v.code, shop_id: v.shopId, discount_type: v.discountType });
      expect([num(row?.discount), num(row?.min_order_amount)]).toEqual([v.discount, v.minOrderAmount]);
      expect(row?.validity).toBe(day(new Date(NOW.getTime() + v.validForDays * DAY)));
      expect(String(row?.validity) >= day(NOW), v.code).toBe(v.validForDays >= 0);
    }
    const collected = await q(`select coupon_id from collected_coupons where user_id = 1 order by coupon_id`);
    expect(collected.map((c) => c.coupon_id)).toEqual([...facts.DEMO_COLLECTED_VOUCHER_IDS]);
  });

  it("describes the demo customer's orders, return and review", async () => {
    const orders = await q('select * from orders');
    const check = (o: { id: number; code: string; shopId: number }, userId: number, status: string) => {
      const row = orders.find((r) => r.id === o.id);
      expect(row, o.code).toMatchObject({
        order_code: o.code,
        shop_id: o.shopId,
        user_id: userId,
        order_status: status,
      });
      return row as Row;
    };
    const D = facts.DEMO_CUSTOMER.id;
    expect(check(facts.DEMO_ORDERS.pending, D, 'Pending')).toMatchObject({
      payment_method: 'cash',
      payment_status: 'Pending',
    });
    expect(check(facts.DEMO_ORDERS.pendingUnpaidOnline, D, 'Pending')).toMatchObject({
      payment_method: 'stripe',
      payment_status: 'Pending',
    });
    check(facts.DEMO_ORDERS.confirm, D, 'Confirm');
    expect(check(facts.DEMO_ORDERS.processing, D, 'Processing')).toMatchObject({
      payment_method: 'stripe',
      payment_status: 'Paid',
    });
    check(facts.DEMO_ORDERS.pickup, D, 'Pickup');
    expect(check(facts.DEMO_ORDERS.onTheWay, D, 'On The Way')).toMatchObject({ payment_status: 'Paid' });
    check(facts.DEMO_ORDERS.cancelled, D, 'Cancelled');
    const inWindow = check(facts.DEMO_ORDERS.deliveredInWindow, D, 'Delivered');
    expect(ms(inWindow.delivered_at)).toBe(NOW.getTime() - 3 * DAY);
    expect(ms(inWindow.delivered_at) + facts.RETURN_WINDOW_DAYS * DAY).toBeGreaterThan(NOW.getTime());
    expect(inWindow.coupon_code).toBe(facts.VOUCHERS.thread20.code);
    const outOfWindow = check(facts.DEMO_ORDERS.deliveredOutOfWindow, D, 'Delivered');
    expect(ms(outOfWindow.delivered_at) + facts.RETURN_WINDOW_DAYS * DAY).toBeLessThan(NOW.getTime());
    check(facts.OTHER_ORDERS.pending, facts.OTHER_CUSTOMER.id, 'Pending');
    check(facts.OTHER_ORDERS.delivered, facts.OTHER_CUSTOMER.id, 'Delivered');
    expect(orders.filter((o) => o.delivered_at !== null).every((o) => o.order_status === 'Delivered')).toBe(true);

    const flags = await q(`select order_id, is_returned, size, color from order_items`);
    expect(
      flags.filter((i) => i.order_id === facts.DEMO_ORDERS.deliveredInWindow.id).some((i) => i.size && i.color),
    ).toBe(true);
    expect(flags.filter((i) => i.is_returned).map((i) => i.order_id)).toEqual([facts.DEMO_RETURN.orderId]);
    const [ret] =
      await q(`select r.*, (select count(*) from return_order_items ri join order_items i on i.id = ri.order_item_id
      where ri.return_order_id = r.id and i.order_id = r.order_id and i.is_returned)::int lines from return_orders r`);
    expect(ret).toMatchObject({
      id: facts.DEMO_RETURN.id,
      return_code: facts.DEMO_RETURN.code,
      order_id: facts.DEMO_RETURN.orderId,
      user_id: D,
      status: facts.DEMO_RETURN.status,
      lines: 1,
    });
    const reviews = await q(`select order_id from reviews where user_id = ${D}`);
    expect(reviews.map((r) => r.order_id)).toEqual([facts.DEMO_ORDERS.deliveredOutOfWindow.id]);
  });

  it('describes addresses, wishlist, cart, tickets and chats', async () => {
    const addresses = await q('select id, user_id, is_default from addresses order by id');
    expect(addresses).toEqual([
      { id: facts.DEMO_ADDRESSES.home, user_id: 1, is_default: true },
      { id: facts.DEMO_ADDRESSES.office, user_id: 1, is_default: false },
      { id: facts.OTHER_ADDRESS_ID, user_id: 2, is_default: true },
    ]);
    const favorites = await q('select product_id from favorites where user_id = 1 order by product_id');
    expect(favorites.map((f) => f.product_id)).toEqual([...facts.DEMO_FAVORITE_PRODUCT_IDS]);
    const cart = await q(
      'select p.shop_id, c.quantity, p.stock from cart_items c join products p on p.id = c.product_id where c.user_id = 1',
    );
    expect(cart).toHaveLength(facts.DEMO_CART.lines);
    expect([...new Set(cart.map((c) => c.shop_id))].sort()).toEqual([...facts.DEMO_CART.shopIds]);
    expect(cart.reduce((n, c) => n + num(c.quantity), 0)).toBe(facts.DEMO_CART.units);
    expect(cart.every((c) => num(c.stock) >= num(c.quantity))).toBe(true);

    const tickets = await q(`select t.id, t.ticket_number, t.user_id, t.status,
      (select count(*) from ticket_messages m where m.ticket_id = t.id and m.sender = 'support')::int replies from support_tickets t order by id`);
    expect(tickets).toEqual([
      {
        id: facts.DEMO_TICKETS.running.id,
        ticket_number: facts.DEMO_TICKETS.running.number,
        user_id: 1,
        status: 'Running',
        replies: 2,
      },
      {
        id: facts.DEMO_TICKETS.completed.id,
        ticket_number: facts.DEMO_TICKETS.completed.number,
        user_id: 1,
        status: 'Completed',
        replies: 2,
      },
      {
        id: facts.OTHER_TICKET.id,
        ticket_number: facts.OTHER_TICKET.number,
        user_id: 2,
        status: 'Running',
        replies: 0,
      },
    ]);
    const issueTypes = await q('select name from ticket_issue_types order by id');
    expect(issueTypes.map((t) => t.name)).toEqual(facts.TICKET_ISSUE_TYPES);

    const long = await q(
      `select sender from chat_messages where user_id = 1 and shop_id = ${facts.DEMO_CHATS.long.shopId} order by id`,
    );
    for (const [i, m] of long.entries()) expect(m.sender).toBe(i % 2 === 0 ? 'user' : 'shop');
    const cards = await q('select shop_id, product_id, message from chat_messages where product_id is not null');
    expect(cards).toEqual([
      {
        shop_id: facts.DEMO_CHATS.withProduct.shopId,
        product_id: facts.DEMO_CHATS.withProduct.productId,
        message: null,
      },
    ]);
    const unread = await q(
      `select shop_id from chat_messages where user_id = 1 and sender = 'shop' and not seen_by_user`,
    );
    expect(unread).toHaveLength(facts.DEMO_UNREAD_MESSAGES);
    expect(unread.every((m) => m.shop_id === facts.DEMO_CHATS.unread.shopId)).toBe(true);
    const shops = await q('select count(distinct shop_id)::int n from chat_messages where user_id = 1');
    expect(shops[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('names the blog posts and legal pages', async () => {
    const blogs = await q('select slug from blogs order by id');
    expect(blogs.map((b) => b.slug)).toEqual([...facts.BLOG_SLUGS]);
    const pages = await q('select slug from legal_pages');
    expect(pages.map((p) => p.slug).sort()).toEqual([...facts.LEGAL_PAGE_SLUGS].sort());
  });
});
