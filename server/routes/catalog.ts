import { asc, count, desc, eq } from 'drizzle-orm';
import { cachedHome, cachedProductDetails, cachedProductListing } from '../catalog/catalog-answers';
import { categoriesOfGroups, categoryOrder, toSubCategory, withSubCategories } from '../catalog/categories';
import { currentFlashSales, flashSaleDetails } from '../catalog/flash-sales';
import { listedAnd, selectCards, toProductCards } from '../catalog/product-cards';
import { submitReview } from '../catalog/review-submission';
import { listReviews } from '../catalog/reviews';
import { listedProductCount, listShops, requireShop, shopDetails } from '../catalog/shops';
import { requestLocale, translatorFor } from '../content/localized-text';
import { categories, productGroups, products, subCategories } from '../db/schema';
import { notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { pageWindow } from '../http/paging';

/** The contract's `catalog` operations: what shoppers browse. */
export function catalogRoutes(routes: OperationRegistry): void {
  routes.serve('getHome', async ({ deps, query, user }) => ({
    message: 'Home page content',
    data: await cachedHome(deps, query, user?.id ?? null),
  }));

  routes.serve('listProducts', async ({ deps, query, user }) => ({
    message: 'Products',
    data: await cachedProductListing(deps, query, user?.id ?? null),
  }));

  routes.serve('getProductDetails', async ({ deps, query, user }) => ({
    message: 'Product details',
    data: await cachedProductDetails(deps, query.product_id, user?.id ?? null),
  }));

  routes.serve('listReviews', async ({ deps, query }) => ({
    message: 'Reviews',
    data: await listReviews(deps.db, query),
  }));

  routes.serve('createProductReview', async ({ deps, body, customer }) => ({
    message: 'Review submitted successfully',
    data: { review: await submitReview(deps.db, customer, body) },
  }));

  routes.serve('listCategories', async ({ deps, query, c }) => {
    const { limit, offset } = pageWindow(query);
    const [rows, [counted], translate] = await Promise.all([
      deps.db
        .select()
        .from(categories)
        .orderBy(...categoryOrder)
        .limit(limit)
        .offset(offset),
      deps.db.select({ total: count() }).from(categories),
      translatorFor(deps.db, requestLocale(c)),
    ]);
    const tree = await withSubCategories(deps.db, rows);
    return {
      message: 'Categories',
      data: {
        total: counted?.total ?? 0,
        // Category names in the caller's language, as the header's categories grid shows them.
        categories: tree.map((category) => ({
          ...category,
          name: translate(category.name),
          sub_categories: category.sub_categories.map((sub) => ({ ...sub, name: translate(sub.name) })),
        })),
      },
    };
  });

  routes.serve('listSubCategories', async ({ deps, query }) => {
    const [category] = await deps.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, query.category_id));
    if (!category) throw notFound('Category not found.');
    const rows = await deps.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, category.id))
      .orderBy(asc(subCategories.id));
    return { message: 'Sub categories', data: { sub_categories: rows.map(toSubCategory) } };
  });

  routes.serve('listShops', async ({ deps, query }) => ({ message: 'Shops', data: await listShops(deps.db, query) }));

  routes.serve('getShop', async ({ deps, path }) => ({
    message: 'Shop details',
    data: { shop: await shopDetails(deps.db, path.shop) },
  }));

  routes.serve('listShopCategories', async ({ deps, query }) => {
    const shopId = await requireShop(deps.db, query.shop_id);
    return {
      message: 'Shop categories',
      data: { categories: await categoriesOfGroups(deps.db, eq(productGroups.shopId, shopId)) },
    };
  });

  routes.serve('listShopPopularProducts', async ({ deps, query, user }) => {
    const shopId = await requireShop(deps.db, query.shop_id);
    const { limit, offset } = pageWindow(query);
    const ofShop = listedAnd(eq(products.shopId, shopId));
    const [rows, total] = await Promise.all([
      selectCards(deps.db)
        .where(ofShop)
        .orderBy(desc(products.totalSold), desc(products.id))
        .limit(limit)
        .offset(offset),
      listedProductCount(deps.db, eq(productGroups.shopId, shopId)),
    ]);
    return {
      message: 'Popular products',
      data: { total, products: await toProductCards(deps, rows, user?.id ?? null) },
    };
  });

  routes.serve('listFlashSales', async ({ deps }) => ({
    message: 'Flash sales',
    data: await currentFlashSales(deps.db, deps.now()),
  }));

  routes.serve('getFlashSaleDetails', async ({ deps, path, query, user }) => ({
    message: 'Flash sale details',
    data: await flashSaleDetails(deps, path.id, query, user?.id ?? null),
  }));
}
