import type { Answer, Query } from '../../src/api/types';
import type { ServerDeps } from '../deps';
import { currentLanguage } from '../i18n/request-language';
import { answerKey } from './catalog-cache';
import { homeContent } from './home';
import { favoriteIdsAmong, type ProductCard } from './product-cards';
import { productDetails } from './product-details';
import type { ProductQuery } from './product-filters';
import { listProducts } from './product-listing';

/**
 * The catalog's most asked-for answers through the catalog cache: worked out as a visitor sees them, then the
 * customer's own favourites laid over them (one query, none for a visitor).
 */

/** A kept answer is one language's: its names are (server/content/shop-content.ts). */
const inLanguage = (query: object) => ({ ...query, language: currentLanguage() });

/** The cards with `is_favorite` as the customer has it; new objects, so the kept answer stays a visitor's. */
function withFavorites(cards: ProductCard[], liked: Set<number>): ProductCard[] {
  return cards.map((card) => (liked.has(card.id) ? { ...card, is_favorite: true } : card));
}

export async function cachedHome(
  deps: ServerDeps,
  query: Query<'getHome'>,
  userId: number | null,
): Promise<Answer<'getHome'>['data']> {
  const home = await deps.catalog.answer(answerKey('getHome', inLanguage(query)), deps.now(), () =>
    homeContent(deps, query, null),
  );
  const cards = [...home.popular_products, ...home.just_for_you.products];
  const liked = await favoriteIdsAmong(
    deps.db,
    userId,
    cards.map((card) => card.id),
  );
  if (liked.size === 0) return home;
  return {
    ...home,
    popular_products: withFavorites(home.popular_products, liked),
    just_for_you: { ...home.just_for_you, products: withFavorites(home.just_for_you.products, liked) },
  };
}

export async function cachedProductListing(
  deps: ServerDeps,
  query: ProductQuery,
  userId: number | null,
): Promise<Answer<'listProducts'>['data']> {
  const listing = await deps.catalog.answer(answerKey('listProducts', inLanguage(query)), deps.now(), () =>
    listProducts(deps, query, null),
  );
  const liked = await favoriteIdsAmong(
    deps.db,
    userId,
    listing.products.map((card) => card.id),
  );
  return liked.size === 0 ? listing : { ...listing, products: withFavorites(listing.products, liked) };
}

export async function cachedProductDetails(
  deps: ServerDeps,
  productId: number,
  userId: number | null,
): Promise<Answer<'getProductDetails'>['data']> {
  const details = await deps.catalog.answer(
    answerKey('getProductDetails', inLanguage({ product_id: productId })),
    deps.now(),
    () => productDetails(deps, productId, null),
  );
  const { product, related_products, popular_products } = details;
  const liked = await favoriteIdsAmong(deps.db, userId, [
    product.id,
    ...related_products.map((card) => card.id),
    ...popular_products.map((card) => card.id),
  ]);
  if (liked.size === 0) return details;
  return {
    product: { ...product, is_favorite: liked.has(product.id) },
    related_products: withFavorites(related_products, liked),
    popular_products: withFavorites(popular_products, liked),
  };
}
