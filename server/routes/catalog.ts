import { asc, count, desc, eq } from 'drizzle-orm';
import { cachedHome, cachedProductDetails, cachedProductListing } from '../catalog/catalog-answers';
import { categoriesOfGroups, categoryOrder, toSubCategory, withSubCategories } from '../catalog/categories';
import { currentFlashSales, flashSaleDetails } from '../catalog/flash-sales';
import { listedAnd, selectCards, toProductCards } from '../catalog/product-cards';
import { submitReview } from '../catalog/review-submission';
import { listReviews } from '../catalog/reviews';
import { cachedSearchSuggestions } from '../catalog/search-suggestions';
import { listedProductCount, listShops, requireShop, shopDetails } from '../catalog/shops';
import { requestLocale, translatorFor } from '../content/localized-text';
import { categories, productGroups, products, subCategories } from '../db/schema';
import { notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { pageWindow } from '../http/paging';
import { say } from '../i18n/say';

/** The contract's `catalog` operations: what shoppers browse. */
export function catalogRoutes(routes: OperationRegistry): void {
  routes.serve('getHome', async ({ deps, query, user }) => ({
    message: say('catalog.home'),
    data: await cachedHome(deps, query, user?.id ?? null),
  }));

  routes.serve('listProducts', async ({ deps, query, user }) => ({
    message: say('catalog.products'),
    data: await cachedProductListing(deps, query, user?.id ?? null),
  }));

  routes.serve('getSearchSuggestions', async ({ deps, query, c }) => ({
    message: say('catalog.searchSuggestions'),
    data: await cachedSearchSuggestions(deps, query.search, requestLocale(c)),
  }));

  routes.serve('getProductDetails', async ({ deps, query, user }) => ({
    message: say('catalog.productDetails'),
    data: await cachedProductDetails(deps, query.product_id, user?.id ?? null),
  }));

  routes.serve('listReviews', async ({ deps, query }) => ({
    message: say('catalog.reviews'),
    data: await listReviews(deps.db, query),
  }));

  routes.serve('createProductReview', async ({ deps, body, customer }) => ({
    message: say('review.submitted'),
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
      message: say('catalog.categories'),
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
    if (!category) throw notFound(say('catalog.categoryNotFound'));
    const rows = await deps.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, category.id))
      .orderBy(asc(subCategories.id));
    return { message: say('catalog.subCategories'), data: { sub_categories: rows.map(toSubCategory) } };
  });

  routes.serve('listShops', async ({ deps, query }) => ({
    message: say('catalog.shops'),
    data: await listShops(deps.db, query),
  }));

  routes.serve('getShop', async ({ deps, path }) => ({
    message: say('catalog.shopDetails'),
    data: { shop: await shopDetails(deps.db, path.shop) },
  }));

  routes.serve('listShopCategories', async ({ deps, query }) => {
    const shopId = await requireShop(deps.db, query.shop_id);
    return {
      message: say('catalog.shopCategories'),
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
      message: say('catalog.popularProducts'),
      data: { total, products: await toProductCards(deps, rows, user?.id ?? null) },
    };
  });

  routes.serve('listFlashSales', async ({ deps }) => ({
    message: say('catalog.flashSales'),
    data: await currentFlashSales(deps.db, deps.now()),
  }));

  routes.serve('getFlashSaleDetails', async ({ deps, path, query, user }) => ({
    message: say('catalog.flashSaleDetails'),
    data: await flashSaleDetails(deps, path.id, query, user?.id ?? null),
  }));
}
