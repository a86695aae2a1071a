import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as facts from '../../server/db/seed/facts';
import { day, num, type Row, seededDatabaseQuery } from './seed-helpers';

/** The seed's rows can fill the contract's answer shapes (openapi.yaml), checked with its own JSON Schemas. */

const NOW = new Date();
const q = seededDatabaseQuery(NOW);

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
