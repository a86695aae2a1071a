import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Answer, Query, Schema } from '../../src/api/types';
import type { Db } from '../db/client';
import { flashSaleProducts, flashSales, products } from '../db/schema';
import type { ServerDeps } from '../deps';
import { notFound } from '../http/http-error';
import { pageWindow } from '../http/paging';
import { say } from '../i18n/say';
import { categoriesHolding } from './categories';
import { listedAnd, selectCards, toProductCards } from './product-cards';

type FlashSale = Schema<'FlashSale'>;

/** A sale's active products. */
function inSale(db: Db, flashSaleId: number): SQL {
  const saleProductIds = db
    .select({ id: flashSaleProducts.productId })
    .from(flashSaleProducts)
    .where(eq(flashSaleProducts.flashSaleId, flashSaleId));
  return listedAnd(inArray(products.id, saleProductIds));
}

/**
 * A sale's columns, with the number of its active products: a correlated subquery that looks each of the sale's
 * products up by its key, so it reads the sale's rows, never the catalog.
 */
function selectSales(db: Db) {
  const isActive = sql`(select ${products.isActive} from ${products} where ${products.id} = ${flashSaleProducts.productId})`;
  const productCount = db
    .select({ total: count() })
    .from(flashSaleProducts)
    .where(and(eq(flashSaleProducts.flashSaleId, flashSales.id), isActive));
  return db
    .select({
      id: flashSales.id,
      name: flashSales.name,
      description: flashSales.description,
      thumbnail: flashSales.thumbnail,
      startDate: flashSales.startDate,
      endDate: flashSales.endDate,
      discount: flashSales.discount,
      totalProducts: sql<number>`(${productCount})`.mapWith(Number),
    })
    .from(flashSales)
    .$dynamic();
}

type SaleRow = Awaited<ReturnType<typeof selectSales>>[number];

function toFlashSale(row: SaleRow): FlashSale {
  return {
    id: row.id,
    name: row.name,
    thumbnail: row.thumbnail,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    discount: row.discount,
    total_products: row.totalProducts,
  };
}

/** The sale running now (the one ending soonest) and the next one to start; either may be null. */
export async function currentFlashSales(
  db: Db,
  now: Date,
): Promise<{ running_flash_sale: FlashSale | null; incoming_flash_sale: FlashSale | null }> {
  const upcomingOrRunning = await selectSales(db)
    .where(gt(flashSales.endDate, now))
    .orderBy(asc(flashSales.endDate), asc(flashSales.startDate), asc(flashSales.id));
  const running = upcomingOrRunning.find((sale) => sale.startDate <= now);
  const incoming = upcomingOrRunning
    .filter((sale) => sale.startDate > now)
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id - b.id)[0];
  return {
    running_flash_sale: running ? toFlashSale(running) : null,
    incoming_flash_sale: incoming ? toFlashSale(incoming) : null,
  };
}

/**
 * GET /flash-sale/{id}/details: a running or incoming sale, its categories and a page of its products priced
 * as the sale makes them. 404 once it has ended.
 */
export async function flashSaleDetails(
  deps: ServerDeps,
  flashSaleId: number,
  query: Query<'getFlashSaleDetails'>,
  userId: number | null,
): Promise<Answer<'getFlashSaleDetails'>['data']> {
  const { db } = deps;
  const [sale] = await selectSales(db).where(and(eq(flashSales.id, flashSaleId), gt(flashSales.endDate, deps.now())));
  if (!sale) throw notFound(say('catalog.flashSaleNotFound'));

  const matching = and(
    inSale(db, sale.id),
    query.category_id ? eq(products.categoryId, query.category_id) : undefined,
  ) as SQL;
  const { limit, offset } = pageWindow(query);
  const [categories, rows, [counted]] = await Promise.all([
    categoriesHolding(db, inSale(db, sale.id)),
    selectCards(db).where(matching).orderBy(desc(products.totalSold), desc(products.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(products).where(matching),
  ]);
  return {
    flash_sale: { ...toFlashSale(sale), description: sale.description, categories },
    products: await toProductCards(deps, rows, userId, { saleDiscount: sale.discount }),
    total_products: counted?.total ?? 0,
  };
}
