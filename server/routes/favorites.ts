import { and, count, desc, eq } from 'drizzle-orm';
import { listedAnd, selectCards, toProductCards } from '../catalog/product-cards';
import type { Db } from '../db/client';
import { favorites, products } from '../db/schema';
import { notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { say } from '../i18n/say';

/** The wishlist's size as its list shows it: favourites of products still on sale. */
async function countFavorites(db: Db, userId: number): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(listedAnd(eq(favorites.userId, userId)));
  return counted?.total ?? 0;
}

/** The contract's `favorites` operations: the customer's wishlist. */
export function favoritesRoutes(routes: OperationRegistry): void {
  routes.serve('listFavorites', async ({ deps, customer }) => {
    const rows = await selectCards(deps.db)
      .innerJoin(favorites, and(eq(favorites.productId, products.id), eq(favorites.userId, customer.id)))
      .where(listedAnd())
      .orderBy(desc(favorites.createdAt), desc(products.id));
    return { message: say('favorite.list'), data: { products: await toProductCards(deps, rows, customer.id) } };
  });

  routes.serve('toggleFavorite', async ({ deps, body, customer }) => {
    const [product] = await deps.db
      .select({ id: products.id })
      .from(products)
      .where(listedAnd(eq(products.id, body.product_id)));
    if (!product) throw notFound(say('catalog.productNotFound'));
    const isFavorite = await deps.db.transaction(async (tx) => {
      const removed = await tx
        .delete(favorites)
        .where(and(eq(favorites.userId, customer.id), eq(favorites.productId, product.id)))
        .returning({ productId: favorites.productId });
      if (removed.length > 0) return false;
      await tx
        .insert(favorites)
        .values({ userId: customer.id, productId: product.id, createdAt: deps.now() })
        .onConflictDoNothing();
      return true;
    });
    return {
      message: say(isFavorite ? 'favorite.added' : 'favorite.removed'),
      data: { is_favorite: isFavorite, total_favorites: await countFavorites(deps.db, customer.id) },
    };
  });
}
