import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords';
import { type Database, openDatabase } from '../../server/db/client';
import { isSeeded, seedDatabase } from '../../server/db/seed';
import * as facts from '../../server/db/seed/facts';
import { cents, DAY, ms, num, priceUsed, query, type Row } from './seed-helpers';

/**
 * The demo seed (server/db/seed): deterministic, complete and consistent. Its facts (seed-facts.test.ts) and its
 * fit to the contract's shapes (seed-contract.test.ts) are checked apart.
 */

// Two databases seeded at different moments: everything but the times (and password salts) must be the same.
const NOW_A = new Date();
const SHIFT_MS = 2 * DAY + 5 * 3_600_000 + 7 * 60_000;
const NOW_B = new Date(NOW_A.getTime() + SHIFT_MS);
const NOW = NOW_A;

let a: Database;
let b: Database;
let seedMs = 0;

const q = (text: string) => query(a, text);
/** A bytea column as PGlite and PostgreSQL give it: bytes, or `\\x` and hex. */
const bytesOf = (value: unknown) =>
  typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : Buffer.from(value as Uint8Array);

beforeAll(async () => {
  a = await openDatabase();
  b = await openDatabase();
  await Promise.all([a.migrate(), b.migrate()]);
  expect(await isSeeded(a.db)).toBe(false);
  const started = performance.now();
  await seedDatabase(a.db, { now: NOW_A, photos: 'small' });
  seedMs = performance.now() - started;
  console.log(`seedDatabase took ${Math.round(seedMs)} ms on in-memory PGlite`);
  await seedDatabase(b.db, { now: NOW_B, photos: 'small' });
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
        // A scheduled job's key names the moment it runs at (catalog/catalog-upkeep.ts): a time too.
        'unique_key',
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
    await expect(seedDatabase(a.db, { now: NOW, photos: 'small' })).rejects.toThrow(/not empty/);
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

  it('has every image a row refers to in media: content photos as JPEG, icons and avatars as small SVGs', async () => {
    const media = await q(`select path, content_type, data from media`);
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
    const photo = /^\/media\/(products|shops|categories|sub-categories|banners|ads|flash-sales|blogs)\//;
    for (const m of media) {
      const path = String(m.path);
      const bytes = bytesOf(m.data);
      if (photo.test(path)) {
        expect(path, path).toMatch(/\.jpg$/);
        expect(m.content_type, path).toBe('image/jpeg');
        // Small photos in tests (tests/server/harness.ts): 320 px on the long side, as a real JPEG says.
        const meta = await sharp(bytes).metadata();
        expect([meta.format, Math.max(meta.width, meta.height)], path).toEqual(['jpeg', 320]);
        continue;
      }
      const svg = bytes.toString('utf8');
      expect(path, path).toMatch(/\.svg$/);
      expect(m.content_type).toBe('image/svg+xml');
      expect(svg, path).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
      );
      expect(svg, path).toMatch(/<title>[^<]+<\/title>/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg, path).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#\d+;)/);
      expect(svg.length, path).toBeLessThan(4096);
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
