import { and, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import { listedAnd, type ProductCard, selectCards, toProductCards } from '../catalog/product-cards';
import type { Db } from '../db/client';
import { products, recentlyViewed } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { OperationRegistry } from '../http/operation';
import { say } from '../i18n/say';

/** How many products a customer's list keeps (the contract's maxItems). */
const KEPT = 12;

/** The customer's list as cards, newest first: products on sale only, priced and named as every card is. */
async function listFor(deps: ServerDeps, userId: number): Promise<ProductCard[]> {
  const rows = await selectCards(deps.db)
    .innerJoin(recentlyViewed, and(eq(recentlyViewed.productId, products.id), eq(recentlyViewed.userId, userId)))
    .where(listedAnd())
    .orderBy(desc(recentlyViewed.viewedAt), desc(products.id))
    .limit(KEPT);
  return toProductCards(deps, rows, userId);
}

/** Puts `productIds` (newest first, each on sale) at the front of the customer's list, then keeps the newest twelve. */
async function record(db: Db, now: Date, userId: number, productIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ newest: max(recentlyViewed.viewedAt) })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.userId, userId));
    // Newer than everything kept even on a clock that has not moved on, the first id the newest of them.
    const oldest = Math.max(now.getTime(), (kept?.newest?.getTime() ?? 0) + 1);
    await tx
      .insert(recentlyViewed)
      .values(
        productIds.map((productId, i) => ({
          userId,
          productId,
          viewedAt: new Date(oldest + productIds.length - 1 - i),
        })),
      )
      .onConflictDoUpdate({
        target: [recentlyViewed.userId, recentlyViewed.productId],
        set: { viewedAt: sql`excluded.viewed_at` },
      });
    // A product taken off sale drops out here too: what is kept is what the list can show.
    const newest = tx
      .select({ productId: recentlyViewed.productId })
      .from(recentlyViewed)
      .innerJoin(products, eq(products.id, recentlyViewed.productId))
      .where(listedAnd(eq(recentlyViewed.userId, userId)))
      .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
      .limit(KEPT);
    await tx
      .delete(recentlyViewed)
      .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.productId, newest)));
  });
}

/** The contract's `recentlyViewed` operations: the products a customer opened last, on any device. */
export function recentlyViewedRoutes(routes: OperationRegistry): void {
  routes.serve('listRecentlyViewed', async ({ deps, customer }) => ({
    message: say('recentlyViewed.list'),
    data: { products: await listFor(deps, customer.id) },
  }));

  routes.serve('recordRecentlyViewed', async ({ deps, body, customer }) => {
    const asked = [...new Set(body.product_ids)];
    const onSale = await deps.db
      .select({ id: products.id })
      .from(products)
      .where(listedAnd(inArray(products.id, asked)));
    const known = new Set(onSale.map((row) => row.id));
    // Unknown ids and products off sale are left out, as the contract says, rather than refused.
    const productIds = asked.filter((id) => known.has(id));
    if (productIds.length > 0) await record(deps.db, deps.now(), customer.id, productIds);
    return { message: say('recentlyViewed.recorded'), data: { products: await listFor(deps, customer.id) } };
  });
}
