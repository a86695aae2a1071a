// P9's catalog: the seed's products copied, in SQL, until the catalog holds `total` products. Each copy keeps its
// original's shop, category, sub-category, brand, unit, colours, sizes and pictures, takes an edition word in its
// name (so names differ as a real catalog's do), and spreads its price, stock, sales, rating and age; one copy in
// a hundred joins the running flash sale, as the seed's share of products in sales. Then what the catalog keeps
// for its listings is brought up to date as after any write (server/catalog/catalog-upkeep.ts).
import { sql } from 'drizzle-orm';
import { refreshCatalogUpkeep } from '../server/catalog/catalog-upkeep';
import type { Db } from '../server/db/client';

const EDITIONS = [
  'Classic',
  'Studio',
  'Urban',
  'Coastal',
  'Alpine',
  'Heritage',
  'Nordic',
  'Summit',
  'Harbor',
  'Meadow',
  'Canyon',
  'Aurora',
  'Cedar',
  'Juniper',
  'Sierra',
  'Tundra',
  'Lagoon',
  'Prairie',
  'Monsoon',
  'Savanna',
  'Glacier',
  'Orchard',
  'Quarry',
  'Delta',
  'Mesa',
  'Fjord',
  'Atoll',
  'Bayou',
  'Steppe',
  'Dune',
];

/** The catalog's tables the copies go to; their indexes are built once after the load, as a bulk load does. */
const LOADED_TABLES = ['products', 'product_colors', 'product_sizes', 'product_images', 'flash_sale_products'];

/**
 * Grows the seeded catalog of `db` to `total` products (ids after the seed's), in one transaction: the loaded
 * tables' secondary indexes are dropped and built again after the rows are in, and their foreign keys are not
 * checked row by row (every row copies one that already satisfies them).
 */
export async function growCatalog(db: Db, total: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const tables = sql.raw(LOADED_TABLES.map((name) => `'${name}'`).join(','));
    const secondary = await tx.execute<{ name: string; definition: string }>(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename in (${tables})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    `);
    const indexes = rowsOf<{ name: string; definition: string }>(secondary);
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await copyProducts(tx, total, now);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  await refreshCatalogUpkeep(db, now);
  // As autovacuum would soon after a load: fresh statistics, and the visibility map that lets counts read indexes.
  await db.execute(sql`vacuum analyze`);
}

/** The rows of a raw query, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (typeof result === 'object' && result !== null && 'rows' in result ? result.rows : result) as T[];
}

async function copyProducts(db: Db, total: number, now: Date): Promise<void> {
  const editions = sql.raw(`array[${EDITIONS.map((word) => `'${word}'`).join(',')}]`);
  await db.execute(sql`
    create temporary table seed_products on commit drop as
      select row_number() over (order by id) - 1 as n, * from products;
  `);
  // The price paid is written with the row, as the upkeep would set it outside a sale; the upkeep then reprices
  // only the copies that joined the sale.
  await db.execute(sql`
    insert into products (id, shop_id, category_id, sub_category_id, brand_id, unit_id, name, slug, sku,
      short_description, description, thumbnail, price, discount_price, stock, total_sold, rating, total_reviews,
      is_active, created_at, paid_price, deal_percentage)
    select 1000000 + g, s.shop_id, s.category_id, s.sub_category_id, s.brand_id, s.unit_id,
      s.name || ' ' || (${editions})[1 + (g / 97) % ${EDITIONS.length}],
      s.slug || '-' || g, s.sku || '-' || g, s.short_description, s.description, s.thumbnail,
      v.price, v.discount, (g * 13) % 200, (g * 7919) % 5000, ((g * 31) % 41) / 10.0 + 1, (g * 17) % 300,
      g % 50 <> 0, ${now.toISOString()}::timestamptz - make_interval(mins => g::int),
      case when v.discount > 0 then v.discount else v.price end,
      case when v.discount > 0 and v.discount < v.price then round((v.price - v.discount) / v.price * 100) else 0 end
    from generate_series(1, ${total} - (select count(*) from seed_products)) as g
    join seed_products s on s.n = g % (select count(*) from seed_products)
    cross join lateral (
      select round(s.price * (0.6 + (g * 37 % 81) / 100.0), 2) as price,
        case when s.discount_price > 0 then round(s.discount_price * (0.6 + (g * 37 % 81) / 100.0), 2) else 0 end
          as discount
    ) v;
  `);
  // Each copy's colours, sizes and pictures are its original's.
  const copiedRows: [table: string, columns: string][] = [
    ['product_colors', 'color_id'],
    ['product_sizes', 'size_id, extra_price'],
    ['product_images', 'url, position'],
  ];
  for (const [table, columns] of copiedRows) {
    await db.execute(
      sql.raw(`
      insert into ${table} (product_id, ${columns})
      select p.id, ${columns
        .split(', ')
        .map((column) => `r.${column}`)
        .join(', ')} from products p
      join seed_products s on s.n = (p.id - 1000000) % (select count(*) from seed_products)
      join ${table} r on r.product_id = s.id
      where p.id > 1000000;
    `),
    );
  }
  await db.execute(sql`
    insert into flash_sale_products (flash_sale_id, product_id)
    select (select id from flash_sales where start_date <= ${now.toISOString()}::timestamptz
              and end_date > ${now.toISOString()}::timestamptz order by id limit 1), id
    from products where id > 1000000 and id % 100 = 1
      and exists (select 1 from flash_sales where start_date <= ${now.toISOString()}::timestamptz
              and end_date > ${now.toISOString()}::timestamptz);
  `);
  await db.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  await db.execute(sql`drop table seed_products`);
}
