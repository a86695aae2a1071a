import { type AnyColumn, and, eq, gt, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flashSaleProducts, flashSales, products } from '../db/schema';

/** Joins a flash sale product to its sale when the sale runs at `now` (started, not yet ended). */
export function isRunningSaleOf(now: Date): SQL | undefined {
  return and(
    eq(flashSales.id, flashSaleProducts.flashSaleId),
    lte(flashSales.startDate, now),
    gt(flashSales.endDate, now),
  );
}

/** The running flash sales' largest percentage off per product (as `runningSaleDiscounts`), to left-join. */
export function runningSalesSubquery(db: Db, now: Date) {
  return db
    .select({
      productId: flashSaleProducts.productId,
      discount: sql<number>`max(${flashSales.discount})`.as('sale_discount'),
    })
    .from(flashSaleProducts)
    .innerJoin(flashSales, isRunningSaleOf(now))
    .groupBy(flashSaleProducts.productId)
    .as('running_sales');
}

export type RunningSales = ReturnType<typeof runningSalesSubquery>;

/**
 * The running flash sales' largest percentage off for the product whose id `productId` names, null for none: a
 * column of the query that reads the product, where a query of its own would cost a round of the database. `at`
 * is a placeholder for the moment, as ISO text.
 */
export function runningSaleDiscountSql(productId: SQL | AnyColumn, at: Placeholder): SQL<number | null> {
  return sql<
    number | null
  >`(select max(${flashSales.discount}) from ${flashSaleProducts} inner join ${flashSales} on ${flashSales.id} = ${flashSaleProducts.flashSaleId} where ${flashSaleProducts.productId} = ${productId} and ${flashSales.startDate} <= ${at}::timestamptz and ${flashSales.endDate} > ${at}::timestamptz)`;
}

export interface OfferPriceSql {
  /** The price the customer pays for one unit. */
  paid: SQL<number>;
  discountPercentage: SQL<number>;
}

/**
 * `offerPrices` (pricing.ts) in SQL, over products left-joined with `runningSalesSubquery`, so listings can filter
 * and sort by the prices their cards show. Keep the two in step.
 */
export function offerPriceSql(sales: RunningSales): OfferPriceSql {
  const saleDiscount = sql`coalesce(${sales.discount}, 0)`;
  const salePrice = sql`round(${products.price} * (1 - ${saleDiscount}::numeric / 100), 2)`;
  const discountPrice = sql`(case when ${saleDiscount} > 0 and (${products.discountPrice} <= 0 or ${salePrice} < ${products.discountPrice}) then ${salePrice} else ${products.discountPrice} end)`;
  return {
    paid: sql<number>`(case when ${discountPrice} > 0 then ${discountPrice} else ${products.price} end)`,
    discountPercentage: sql<number>`(case when ${discountPrice} > 0 and ${discountPrice} < ${products.price} then round((${products.price} - ${discountPrice}) / ${products.price} * 100) else 0 end)`,
  };
}
