import { asc, desc, sql } from 'drizzle-orm';
import type { Answer, Query } from '../../src/api/types';
import { translatorFor } from '../content/localized-text';
import { contentTexts, textOf } from '../content/shop-content';
import { banners, categories, products } from '../db/schema';
import type { ServerDeps } from '../deps';
import { pageWindow } from '../http/paging';
import { currentLanguage } from '../i18n/request-language';
import { categoryOrder, withSubCategories } from './categories';
import { currentFlashSales } from './flash-sales';
import { isListed, selectCards, toProductCards } from './product-cards';
import { homeShops, listedProductCount } from './shops';

const POPULAR_PRODUCTS = 10;

/** GET /home: everything the home page shows, the product cards of both sections built together. */
export async function homeContent(
  deps: ServerDeps,
  query: Query<'getHome'>,
  userId: number | null,
): Promise<Answer<'getHome'>['data']> {
  const { db } = deps;
  const { limit, offset } = pageWindow(query);
  const [bannerRows, categoryRows, shops, popularRows, justForYouRows, listedTotal, flashSales] = await Promise.all([
    db.select().from(banners).orderBy(asc(banners.position), asc(banners.id)),
    db
      .select()
      .from(categories)
      .orderBy(...categoryOrder),
    homeShops(db),
    // In-stock products first, so the best sellers a shopper can buy lead.
    selectCards(db)
      .where(isListed)
      .orderBy(sql`(${products.stock} > 0) desc`, desc(products.totalSold), desc(products.id))
      .limit(POPULAR_PRODUCTS),
    selectCards(db).where(isListed).orderBy(desc(products.createdAt), desc(products.id)).limit(limit).offset(offset),
    listedProductCount(db),
    currentFlashSales(db, deps.now()),
  ]);
  const [cards, titles, translate, categoryTree] = await Promise.all([
    toProductCards(deps, [...popularRows, ...justForYouRows], userId),
    contentTexts(
      db,
      'banner',
      bannerRows.map((row) => row.id),
      ['title'],
    ),
    translatorFor(db, currentLanguage()),
    withSubCategories(db, categoryRows),
  ]);
  // In the caller's language: the pictures' titles (content_translations), the categories (as /categories names them).
  const tile = (row: (typeof bannerRows)[number]) => ({
    id: row.id,
    title: textOf(titles, row.id, 'title', row.title),
    image: row.image,
    url: row.url,
  });
  return {
    banners: bannerRows.filter((row) => row.kind === 'banner').map(tile),
    ads: bannerRows.filter((row) => row.kind === 'ad').map(tile),
    categories: categoryTree.map((category) => ({
      ...category,
      name: translate(category.name),
      sub_categories: category.sub_categories.map((sub) => ({ ...sub, name: translate(sub.name) })),
    })),
    shops,
    popular_products: cards.slice(0, popularRows.length),
    just_for_you: { total: listedTotal, products: cards.slice(popularRows.length) },
    ...flashSales,
  };
}
