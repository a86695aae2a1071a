import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { verifyPassword } from '../../server/auth/passwords';
import { type Database, openDatabase } from '../../server/db/client';
import { isSeeded, seedDatabase } from '../../server/db/seed';
import * as facts from '../../server/db/seed/facts';

/** The demo seed (server/db/seed): deterministic, complete, consistent, and true to its facts. */

type Row = Record<string, unknown>;
const DAY = 86_400_000;
// Two databases seeded at different moments: everything but the times (and password salts) must be the same.
const NOW_A = new Date();
const SHIFT_MS = 2 * DAY + 5 * 3_600_000 + 7 * 60_000;
const NOW_B = new Date(NOW_A.getTime() + SHIFT_MS);
const NOW = NOW_A;

let a: Database;
let b: Database;
let seedMs = 0;

async function query(database: Database, text: string): Promise<Row[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] };
  return result.rows;
}
const q = (text: string) => query(a, text);
const num = (value: unknown) => Number(value);
const day = (moment: Date) => moment.toISOString().slice(0, 10);
const ms = (value: unknown) => new Date(value as string).getTime();
const priceUsed = (r: Row) => (num(r.discount_price) > 0 ? num(r.discount_price) : num(r.price));
const cents = (n: number) => Math.round(n * 100) / 100;

beforeAll(async () => {
  a = await openDatabase();
  b = await openDatabase();
  await Promise.all([a.migrate(), b.migrate()]);
  expect(await isSeeded(a.db)).toBe(false);
  const started = performance.now();
  await seedDatabase(a.db, { now: NOW_A });
  seedMs = performance.now() - started;
  console.log(`seedDatabase took ${Math.round(seedMs)} ms on in-memory PGlite`);
  await seedDatabase(b.db, { now: NOW_B });
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe('determinism', () => {
  it('gives the same rows on every run; only times move, by exactly the difference in now', async () => {
    const columns = await q(
      `select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'`,
    );
    const tables = [...new Set(columns.map((c) => String(c.table_name)))].sort();
    expect(tables.length).toBeGreaterThan(40);
    for (const table of tables) {
      const own = columns.filter((c) => c.table_name === table);
      const timestamps = own
        .filter((c) => c.data_type === 'timestamp with time zone')
        .map((c) => String(c.column_name));
      const ignored = new Set([
        ...timestamps,
        ...own.filter((c) => c.data_type === 'date').map((c) => String(c.column_name)),
        'password_hash',
      ]);
      const read = async (database: Database) => {
        const rows = await query(database, `select to_jsonb(t) as r from "${table}" t`);
        return rows
          .map(({ r }) => {
            const row = r as Row;
            const stable = Object.fromEntries(
              Object.keys(row)
                .sort()
                .filter((k) => !ignored.has(k))
                .map((k) => [k, row[k]]),
            );
            return { key: JSON.stringify(stable), times: timestamps.map((c) => row[c]) };
          })
          .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
      };
      const [rowsA, rowsB] = await Promise.all([read(a), read(b)]);
      const digest = (rows: { key: string }[]) =>
        createHash('sha256')
          .update(rows.map((r) => r.key).join('\n'))
          .digest('hex');
      expect(rowsB.length, table).toBe(rowsA.length);
      if (digest(rowsA) !== digest(rowsB)) {
        const i = rowsA.findIndex((r, n) => r.key !== rowsB[n]?.key);
        expect(rowsB[i]?.key, `${table}: first differing row`).toBe(rowsA[i]?.key);
      }
      rowsA.forEach((row, i) => {
        row.times.forEach((time, c) => {
          const other = rowsB[i]?.times[c];
          if (time === null) expect(other, `${table}.${timestamps[c]}`).toBeNull();
          else expect(ms(other) - ms(time), `${table}.${timestamps[c]} follows now`).toBe(SHIFT_MS);
        });
      });
    }
  });

  it('refuses to seed a database twice, and leaves every id sequence past the seeded ids', async () => {
    expect(await isSeeded(a.db)).toBe(true);
    await expect(seedDatabase(a.db, { now: NOW })).rejects.toThrow(/not empty/);
    const [added] = await query(b, `insert into countries (name, phone_code) values ('Testland', '+999') returning id`);
    const [max] = await query(b, 'select max(id) as max from countries where name <> $$Testland$$');
    expect(num(added?.id)).toBe(num(max?.max) + 1);
    const [order] = await query(b, `select nextval('orders_id_seq') as next`);
    expect(num(order?.next)).toBe(12);
  });
});

describe('counts', () => {
  it('has a believable marketplace', async () => {
    const [c] = await q(`select
      (select count(*) from shops)::int shops, (select count(*) from categories)::int categories,
      (select count(*) from products)::int products, (select count(*) from coupons)::int coupons,
      (select count(distinct discount_type) from coupons)::int coupon_types, (select count(*) from blogs)::int blogs,
      (select count(*) from legal_pages)::int legal_pages, (select count(*) from countries)::int countries,
      (select count(*) from shops where is_online)::int online_shops,
      (select count(*) from products where discount_price > 0 and discount_price < price)::int discounted,
      (select count(*) from products where stock = 0)::int out_of_stock,
      (select count(*) from product_images)::int images`);
    expect(c?.shops).toBeGreaterThanOrEqual(6);
    expect(c?.shops).toBe(facts.SHOP_COUNT);
    expect(c?.categories).toBe(8);
    expect(c?.products).toBeGreaterThanOrEqual(80);
    expect(c?.products).toBe(facts.PRODUCT_COUNT);
    expect(c?.coupons).toBeGreaterThanOrEqual(6);
    expect(c?.coupon_types).toBe(2);
    expect(c?.blogs).toBe(4);
    expect(c?.legal_pages).toBe(4);
    expect(c?.countries).toBeGreaterThanOrEqual(10);
    expect(c?.online_shops).toBeGreaterThanOrEqual(2);
    expect(c?.discounted).toBeGreaterThan(10);
    expect(c?.out_of_stock).toBe(facts.PRODUCTS.outOfStock.length);
    expect(c?.images).toBe(3 * num(c?.products));
    const subs = await q('select category_id, count(*)::int n from sub_categories group by 1');
    expect(subs).toHaveLength(8);
    for (const s of subs) expect(num(s.n)).toBeGreaterThanOrEqual(2);
    const products = await q('select price, discount_price from products');
    for (const p of products) expect(num(p.discount_price) === 0 || num(p.discount_price) < num(p.price)).toBe(true);
  });

  it('gives the demo customer orders in all seven statuses and a conversation of more than 45 messages', async () => {
    const statuses = await q(`select distinct order_status from orders where user_id = ${facts.DEMO_CUSTOMER.id}`);
    expect(statuses.map((s) => s.order_status).sort()).toEqual(
      ['Cancelled', 'Confirm', 'Delivered', 'On The Way', 'Pending', 'Pickup', 'Processing'].sort(),
    );
    const [chat] = await q(
      `select count(*)::int n from chat_messages where user_id = 1 and shop_id = ${facts.DEMO_CHATS.long.shopId}`,
    );
    expect(chat?.n).toBeGreaterThan(45);
    expect(chat?.n).toBe(facts.DEMO_CHATS.long.messages);
  });
});

describe('consistency', () => {
  it("keeps each product's rating and total_reviews in step with its reviews", async () => {
    const reviews = await q('select product_id, rating from reviews');
    const byProduct = new Map<number, number[]>();
    for (const r of reviews)
      byProduct.set(num(r.product_id), [...(byProduct.get(num(r.product_id)) ?? []), num(r.rating)]);
    const products = await q('select id, rating, total_reviews from products');
    for (const p of products) {
      const ratings = byProduct.get(num(p.id)) ?? [];
      expect(num(p.total_reviews), `product ${p.id}`).toBe(ratings.length);
      expect(num(p.rating), `product ${p.id}`).toBe(facts.ratingFromReviews(ratings));
    }
    expect(reviews.length).toBeGreaterThan(150);
  });

  it("makes every order's figures add up", async () => {
    const orders = await q('select * from orders');
    const items = await q('select * from order_items');
    const coupons = await q('select * from coupons');
    for (const o of orders) {
      const lines = items.filter((i) => i.order_id === o.id);
      expect(lines.length, String(o.order_code)).toBeGreaterThan(0);
      const total = cents(lines.reduce((sum, l) => sum + priceUsed(l) * num(l.quantity), 0));
      expect(num(o.total_amount), String(o.order_code)).toBe(total);
      expect(num(o.delivery_charge)).toBe(facts.DELIVERY_CHARGE_PER_SHOP);
      const coupon = coupons.find((c) => c.code === o.coupon_code);
      const discount = !coupon
        ? 0
        : coupon.discount_type === 'Percentage'
          ? cents((total * num(coupon.discount)) / 100)
          : num(coupon.discount);
      expect(num(o.coupon_discount), String(o.order_code)).toBe(discount);
      expect(num(o.tax_amount)).toBe(cents(((total - discount) * facts.VAT.percentage) / 100));
      const payable = cents(total + num(o.delivery_charge) - num(o.coupon_discount) + num(o.tax_amount));
      expect(num(o.payable_amount), String(o.order_code)).toBe(payable);
      expect(o.order_code).toBe(`ORD-${1000 + num(o.id)}`);
      const history = await q(
        `select status, created_at from order_status_history where order_id = ${o.id} order by id`,
      );
      expect(history.at(-1)?.status, String(o.order_code)).toBe(o.order_status);
      expect(history[0]?.status).toBe('Pending');
      for (let i = 1; i < history.length; i++)
        expect(ms(history[i]?.created_at)).toBeGreaterThan(ms(history[i - 1]?.created_at));
      const shopOf = await q(
        `select distinct p.shop_id from order_items i join products p on p.id = i.product_id where i.order_id = ${o.id}`,
      );
      expect(shopOf.map((s) => s.shop_id)).toEqual([o.shop_id]);
    }
  });

  it('has every image a row refers to in media, each a small SVG with a size and a title', async () => {
    const media = await q(`select path, content_type, convert_from(data, 'UTF8') as svg from media`);
    const paths = new Set(media.map((m) => String(m.path)));
    const tables = await q(
      `select table_name from information_schema.tables where table_schema = 'public' and table_name <> 'media'`,
    );
    const referred = new Set<string>();
    for (const { table_name } of tables) {
      const rows = await q(`select to_jsonb(t) as r from "${table_name}" t`);
      for (const match of JSON.stringify(rows).matchAll(/\/media\/[A-Za-z0-9_\-./]+/g)) referred.add(match[0]);
    }
    expect(referred.size).toBeGreaterThan(300);
    expect([...referred].filter((p) => !paths.has(p))).toEqual([]);
    for (const m of media) {
      const svg = String(m.svg);
      expect(m.content_type).toBe('image/svg+xml');
      expect(svg, String(m.path)).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
      );
      expect(svg, String(m.path)).toMatch(/<title>[^<]+<\/title>/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg, String(m.path)).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#\d+;)/);
      expect(svg.length, String(m.path)).toBeLessThan(4096);
    }
  });

  it('lets the demo customers sign in with their documented passwords', async () => {
    const users = await q('select id, password_hash, is_verified from users order by id');
    const hash = (id: number) => String(users.find((u) => u.id === id)?.password_hash);
    expect(await verifyPassword(facts.DEMO_CUSTOMER.password, hash(facts.DEMO_CUSTOMER.id))).toBe(true);
    expect(await verifyPassword('wrong-password', hash(facts.DEMO_CUSTOMER.id))).toBe(false);
    expect(await verifyPassword(facts.OTHER_CUSTOMER.password, hash(facts.OTHER_CUSTOMER.id))).toBe(true);
    expect(await verifyPassword(facts.REVIEWER_PASSWORD, hash(facts.REVIEWERS[0].id))).toBe(true);
    expect(users.every((u) => u.is_verified === true)).toBe(true);
  });
});

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

describe('the contract', () => {
  const doc = parse(readFileSync('openapi.yaml', 'utf8'));
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, 'contract');
  const fits = (name: string, value: unknown, label = name) => {
    const ref = `contract#/components/schemas/${name}`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    expect(validate(value), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  };
  const iso = (value: unknown) => new Date(value as string).toISOString();

  it('stores /master and /contact-us exactly in their answer shapes', async () => {
    const [settings] = await q('select master, contact from site_settings');
    const master = settings?.master as Row;
    fits('MasterSettings', master);
    const known = Object.keys(doc.components.schemas.MasterSettings.properties);
    expect(Object.keys(master).filter((key) => !known.includes(key))).toEqual([]);
    expect(master).toMatchObject({
      return_order_days: facts.RETURN_WINDOW_DAYS,
      multi_vendor: true,
      app_environment: 'local',
    });
    const defaults = (master.currencies as Row[]).filter((c) => c.is_default);
    expect(defaults).toEqual([{ id: 1, name: 'USD', symbol: '$', rate_from_default: 1, is_default: true }]);
    expect((master.social_auths as Row[]).some((s) => s.is_active)).toBe(false);
    const items = (master.footers as { items: Row[] }[]).flatMap((f) => f.items.map((i) => i.type));
    expect(new Set(items)).toEqual(new Set(['logo', 'text', 'email', 'phone', 'social_links', 'app_store', 'link']));
    expect(new Set((master.menus as Row[]).map((m) => m.is_external))).toEqual(new Set([true, false]));
    fits('ContactDetails', settings?.contact);
  });

  it('can fill the catalog shapes: shops, products, flash sales, reviews', async () => {
    const shops =
      await q(`select s.*, (select count(*) from products p where p.shop_id = s.id and p.is_active)::int total_products,
      (select count(distinct category_id) from products p where p.shop_id = s.id and p.is_active)::int total_categories,
      (select count(*) from reviews r join products p on p.id = r.product_id where p.shop_id = s.id)::int total_reviews from shops s`);
    for (const s of shops) {
      const {
        id,
        name,
        logo,
        banner,
        rating,
        description,
        address,
        phone,
        email,
        total_products,
        total_categories,
        total_reviews,
      } = s;
      fits(
        'ShopDetails',
        {
          id,
          name,
          logo,
          banner,
          rating,
          total_reviews,
          total_products,
          total_categories,
          description,
          address,
          phone,
          email,
          created_at: iso(s.created_at),
        },
        `shop ${id}`,
      );
    }
    const id = facts.PRODUCTS.withColorsAndSizes.id;
    const [p] =
      await q(`select p.*, b.name brand_name, u.name unit_name, s.name shop_name, s.logo shop_logo, s.rating shop_rating
      from products p left join brands b on b.id = p.brand_id left join units u on u.id = p.unit_id join shops s on s.id = p.shop_id where p.id = ${id}`);
    const [category] =
      await q(`select c.id, c.name, c.slug, c.thumbnail, jsonb_build_array(jsonb_build_object('id', sc.id, 'name', sc.name, 'thumbnail', sc.thumbnail)) sub_categories
      from categories c join sub_categories sc on sc.id = ${p?.sub_category_id} where c.id = ${p?.category_id}`);
    const thumbnails = await q(`select id, url from product_images where product_id = ${id} order by position`);
    const colors = await q(
      `select c.id, c.name, c.color_code from product_colors pc join colors c on c.id = pc.color_id where pc.product_id = ${id}`,
    );
    const sizes = await q(
      `select s.id, s.name, ps.extra_price::float8 price from product_sizes ps join sizes s on s.id = ps.size_id where ps.product_id = ${id}`,
    );
    fits('ProductDetails', {
      id,
      name: p?.name,
      slug: p?.slug,
      short_description: p?.short_description,
      description: p?.description,
      thumbnail: p?.thumbnail,
      thumbnails,
      brand: { id: p?.brand_id, name: p?.brand_name },
      shop: { id: p?.shop_id, name: p?.shop_name, logo: p?.shop_logo, rating: p?.shop_rating },
      categories: [category],
      price: num(p?.price),
      discount_price: num(p?.discount_price),
      discount_percentage: 18,
      rating: p?.rating,
      total_reviews: p?.total_reviews,
      quantity: p?.stock,
      is_favorite: true,
      colors,
      sizes,
      unit: { id: p?.unit_id, name: p?.unit_name },
      sku: p?.sku,
      total_sold: p?.total_sold,
    });
    expect(thumbnails[0]?.url).toBe(p?.thumbnail);
    const sales = await q(
      'select s.*, (select count(*) from flash_sale_products where flash_sale_id = s.id)::int total_products from flash_sales s',
    );
    for (const s of sales) {
      fits('FlashSale', {
        id: s.id,
        name: s.name,
        thumbnail: s.thumbnail,
        start_date: iso(s.start_date),
        end_date: iso(s.end_date),
        discount: s.discount,
        total_products: s.total_products,
      });
    }
    const reviews = await q(
      'select r.id, r.rating, r.description, r.created_at, u.name, u.profile_photo from reviews r join users u on u.id = r.user_id limit 20',
    );
    for (const r of reviews)
      fits('Review', {
        id: r.id,
        rating: r.rating,
        description: r.description,
        created_at: iso(r.created_at),
        user: { name: r.name, profile_photo: r.profile_photo },
      });
  });

  it('can fill vouchers, blog posts, legal pages, addresses and order lines', async () => {
    for (const c of await q('select * from coupons')) {
      const validity = c.validity instanceof Date ? day(c.validity) : String(c.validity);
      fits('Coupon', {
        id: c.id,
        shop_id: c.shop_id,
        code: c.code,
        discount_type: c.discount_type,
        discount: num(c.discount),
        min_order_amount: num(c.min_order_amount),
        validity,
        is_collected: false,
      });
    }
    for (const b of await q('select * from blogs')) {
      fits('BlogDetails', {
        id: b.id,
        title: b.title,
        slug: b.slug,
        thumbnail: b.thumbnail,
        short_description: b.short_description,
        created_at: iso(b.created_at),
        author: b.author,
        description: b.description,
        tags: b.tags,
      });
      expect(String(b.description)).not.toMatch(/<script|on\w+=/i);
    }
    for (const l of await q('select * from legal_pages')) {
      fits('LegalPage', { slug: l.slug, title: l.title, description: l.description });
      expect(String(l.description).length).toBeGreaterThan(500);
    }
    for (const r of await q('select * from addresses')) {
      fits('Address', {
        id: r.id,
        name: r.name,
        phone: r.phone,
        address_line: r.address_line,
        address_line2: r.address_line2,
        area: r.area,
        flat_no: r.flat_no,
        post_code: r.post_code,
        address_type: r.address_type,
        is_default: r.is_default,
        latitude: r.latitude,
        longitude: r.longitude,
      });
    }
    for (const o of await q('select address from orders')) fits('Address', o.address, 'order address');
    for (const i of await q('select * from order_items')) {
      fits('OrderItem', {
        id: i.product_id,
        name: i.name,
        thumbnail: i.thumbnail,
        brand: i.brand,
        price: num(i.price),
        discount_price: num(i.discount_price),
        quantity: i.quantity,
        size: i.size,
        color: i.color,
        unit: i.unit,
      });
    }
  });
});
