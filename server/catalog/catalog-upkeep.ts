import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  flashSales,
  productColors,
  productGroups,
  productSizes,
  products,
  reviews,
  searchWords,
  shops,
} from '../db/schema';
import { scheduleJob } from '../jobs/schedule-job';
import { offerPriceSql, runningSalesSubquery } from './offer-price-sql';

/**
 * What the catalog keeps so that its listings read indexes and a few summary rows instead of the whole catalog:
 * each product's price paid now (products.paid_price, deal_percentage), the listed products grouped for the filter
 * panel (product_groups), the words of their names (search_words), and each shop's review count. The prices
 * change when a flash sale starts or ends, so the upkeep is scheduled at each of those moments (a `catalog-upkeep`
 * job any instance may run) and once when a server starts; the seed runs it before it commits. A write to products
 * made outside the API runs it too (tests/server/catalog-products.test.ts does).
 */

/** Any number: the advisory lock that lets one upkeep run at a time across every instance. */
const UPKEEP_LOCK = 4_827_301;

/** Sets the stored price paid and percentage off of every product whose offer differs at `now`. */
async function repriceProducts(db: Db, now: Date): Promise<void> {
  const sales = runningSalesSubquery(db, now);
  const prices = offerPriceSql(sales);
  const offers = db
    .select({
      id: products.id,
      paid: sql<number>`${prices.paid}`.as('paid'),
      deal: sql<number>`${prices.discountPercentage}`.as('deal'),
    })
    .from(products)
    .leftJoin(sales, eq(sales.productId, products.id))
    .as('offers');
  await db
    .update(products)
    .set({ paidPrice: sql`${offers.paid}`, dealPercentage: sql`${offers.deal}` })
    .from(offers)
    .where(
      and(
        eq(products.id, offers.id),
        sql`(${products.paidPrice}, ${products.dealPercentage}) is distinct from (${offers.paid}, ${offers.deal})`,
      ),
    );
}

/** Replaces product_groups with the listed products' groups as they are now. */
async function rebuildProductGroups(db: Db): Promise<void> {
  const key = sql`${products.shopId}, ${products.categoryId}, ${products.subCategoryId}, ${products.brandId}`;
  const sameGroup = (alias: string) =>
    sql.raw(
      `${alias}.shop_id = g.shop_id and ${alias}.category_id = g.category_id and ${alias}.sub_category_id is not distinct from g.sub_category_id and ${alias}.brand_id is not distinct from g.brand_id`,
    );
  await db.delete(productGroups);
  await db.execute(sql`
    insert into ${productGroups} (shop_id, category_id, sub_category_id, brand_id, products, min_paid_price,
      max_paid_price, color_ids, size_ids)
    select g.shop_id, g.category_id, g.sub_category_id, g.brand_id, g.products, g.min_paid, g.max_paid,
      coalesce(c.ids, '{}'), coalesce(z.ids, '{}')
    from (
      select ${key}, count(*) as products, min(${products.paidPrice}) as min_paid, max(${products.paidPrice}) as max_paid
      from ${products} where ${products.isActive} group by ${key}
    ) g
    left join (
      select ${key}, array_agg(distinct ${productColors.colorId}) as ids
      from ${products} join ${productColors} on ${productColors.productId} = ${products.id}
      where ${products.isActive} group by ${key}
    ) c on ${sameGroup('c')}
    left join (
      select ${key}, array_agg(distinct ${productSizes.sizeId}) as ids
      from ${products} join ${productSizes} on ${productSizes.productId} = ${products.id}
      where ${products.isActive} group by ${key}
    ) z on ${sameGroup('z')}
  `);
}

/** Replaces search_words with the words of the listed products' names as they are now. */
async function rebuildSearchWords(db: Db): Promise<void> {
  await db.delete(searchWords);
  await db.execute(sql`
    with named as materialized (
      select ${products.id} as id, ${products.brandId} as brand_id, ${products.paidPrice} as paid,
        unnest(tsvector_to_array(${products.nameWords})) as word
      from ${products} where ${products.isActive}
    ),
    summed as (
      select word, count(*) as products, min(paid) as min_paid, max(paid) as max_paid,
        array_remove(array_agg(distinct brand_id), null) as brand_ids
      from named group by word
    ),
    coloured as (
      select named.word, array_agg(distinct ${productColors.colorId}) as ids
      from named join ${productColors} on ${productColors.productId} = named.id group by named.word
    ),
    sized as (
      select named.word, array_agg(distinct ${productSizes.sizeId}) as ids
      from named join ${productSizes} on ${productSizes.productId} = named.id group by named.word
    )
    insert into ${searchWords} (word, products, min_paid_price, max_paid_price, brand_ids, color_ids, size_ids)
    select summed.word, summed.products, summed.min_paid, summed.max_paid, summed.brand_ids,
      coalesce(coloured.ids, '{}'), coalesce(sized.ids, '{}')
    from summed
    left join coloured on coloured.word = summed.word
    left join sized on sized.word = summed.word
  `);
}

/** Sets every shop's review count (review-submission.ts keeps it between upkeeps). */
async function countShopReviews(db: Db): Promise<void> {
  await db.update(shops).set({
    totalReviews: sql`(select count(*) from ${reviews} inner join ${products} on ${products.id} = ${reviews.productId} where ${products.shopId} = ${shops.id})`,
  });
}

/** The next moment after `now` a flash sale starts or ends, when prices change, named by the sale and the event. */
async function nextPriceChange(db: Db, now: Date): Promise<{ at: Date; key: string } | null> {
  const sales = await db
    .select({ id: flashSales.id, startDate: flashSales.startDate, endDate: flashSales.endDate })
    .from(flashSales)
    .where(gt(flashSales.endDate, now));
  const changes = sales.map((sale) =>
    sale.startDate > now
      ? { at: sale.startDate, key: `flash-sale-${sale.id}-starts` }
      : { at: sale.endDate, key: `flash-sale-${sale.id}-ends` },
  );
  return changes.sort((x, y) => x.at.getTime() - y.at.getTime())[0] ?? null;
}

/**
 * Schedules the upkeep at `at`. With a `key` (the moment a sale starts or ends), once however many instances ask
 * for it; without one (a server starting), every time.
 */
export function scheduleCatalogUpkeep(db: Db, at: Date, now: Date, key?: string): Promise<void> {
  const uniqueKey = key ? `catalog-upkeep:${key}:${at.toISOString()}` : undefined;
  return scheduleJob(db, { kind: 'catalog-upkeep', payload: {}, runAt: at, now, uniqueKey });
}

/**
 * Brings everything the catalog keeps up to date at `now`, in one transaction (one upkeep at a time across
 * instances), and schedules the next at the next flash sale start or end.
 */
export async function refreshCatalogUpkeep(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK})`);
    await repriceProducts(tx, now);
    await rebuildProductGroups(tx);
    await rebuildSearchWords(tx);
    await countShopReviews(tx);
    const next = await nextPriceChange(tx, now);
    if (next) await scheduleCatalogUpkeep(tx, next.at, now, next.key);
  });
}

/**
 * At a server's start: brings the catalog's summaries up to date before the first answer when they are missing (a
 * database just migrated to them), and otherwise schedules the upkeep to run at once, in case rows changed while no
 * server ran.
 */
export async function upkeepAtStart(db: Db, now: Date): Promise<void> {
  const [missing] = await db
    .select({
      yes: sql<boolean>`not exists (select 1 from ${productGroups}) and exists (select 1 from ${products} where ${products.isActive})`,
    })
    .from(sql`(select 1) as one`);
  if (missing?.yes) await refreshCatalogUpkeep(db, now);
  else await scheduleCatalogUpkeep(db, now, now);
}
