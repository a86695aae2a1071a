import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeFilters,
  changeSort,
  clearFilters,
  EMPTY_LISTING,
  type ListingState,
  parseListingQuery,
  SORT_TYPES,
  serializeListingQuery,
  toProductsQuery,
} from '../../common/listing-url';

const everything: ListingState = {
  search: 'wool socks',
  categoryId: 3,
  subcategoryId: 7,
  shopId: 4,
  brandId: 5,
  colorId: 2,
  sizeId: 1,
  rating: 4,
  minPrice: 10,
  maxPrice: 99.5,
  sort: 'price_low_to_high',
  page: 3,
};

describe('parseListingQuery', () => {
  it('reads every part of the listing from the query', () => {
    const query =
      '?search=wool%20socks&category=3&subcategory=7&shop=4&brand=5&color=2&size=1&rating=4&min_price=10&max_price=99.5&sort=price_low_to_high&page=3';
    expect(parseListingQuery(query)).toEqual(everything);
  });

  it('gives the defaults for an empty query', () => {
    expect(parseListingQuery('')).toEqual(EMPTY_LISTING);
    expect(EMPTY_LISTING.sort).toBe('newest');
    expect(EMPTY_LISTING.page).toBe(1);
  });

  it.each([
    ['category=abc', 'categoryId'],
    ['category=0', 'categoryId'],
    ['category=-2', 'categoryId'],
    ['category=2.5', 'categoryId'],
    ['shop=', 'shopId'],
    ['brand=1e3', 'brandId'],
    ['rating=6', 'rating'],
    ['rating=0', 'rating'],
    ['min_price=-1', 'minPrice'],
    ['max_price=ten', 'maxPrice'],
    ['max_price=1.234', 'maxPrice'],
  ] as const)('ignores %s', (query, field) => {
    expect(parseListingQuery(query)[field]).toBeNull();
  });

  it('falls back to newest for an unknown order and to page 1 for a bad page', () => {
    expect(parseListingQuery('sort=cheapest').sort).toBe('newest');
    expect(parseListingQuery('page=0').page).toBe(1);
    expect(parseListingQuery('page=two').page).toBe(1);
  });

  it('drops a price range whose ends are the wrong way round', () => {
    const state = parseListingQuery('min_price=50&max_price=20');
    expect(state.minPrice).toBeNull();
    expect(state.maxPrice).toBeNull();
  });

  it('trims the search text and keeps it within the contract limit', () => {
    expect(parseListingQuery('search=%20%20mug%20').search).toBe('mug');
    expect(parseListingQuery(`search=${'a'.repeat(300)}`).search).toHaveLength(255);
  });

  it('lets the page scope win over the query', () => {
    const state = parseListingQuery('sort=newest&category=9', { sort: 'best_deal', categoryId: 3 });
    expect(state.sort).toBe('best_deal');
    expect(state.categoryId).toBe(3);
  });
});

describe('serializeListingQuery', () => {
  it('leaves out defaults', () => {
    expect(serializeListingQuery(EMPTY_LISTING)).toBe('');
    expect(serializeListingQuery({ ...EMPTY_LISTING, search: 'mug' })).toBe('search=mug');
  });

  it('leaves out what the page scope fixes', () => {
    const scope = { sort: 'most_popular' as const, categoryId: 3 };
    const written = serializeListingQuery({ ...everything, sort: 'most_popular', categoryId: 3 }, scope);
    expect(new URLSearchParams(written).has('sort')).toBe(false);
    expect(new URLSearchParams(written).has('category')).toBe(false);
    expect(new URLSearchParams(written).get('subcategory')).toBe('7');
  });

  it('round-trips a full state', () => {
    expect(parseListingQuery(serializeListingQuery(everything))).toEqual(everything);
  });

  const id = fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: null });
  const cents = fc.option(
    fc.integer({ min: 0, max: 10_000_000 }).map((value) => value / 100),
    { nil: null },
  );
  const stateArbitrary = fc
    .record({
      search: fc.string({ maxLength: 40 }).map((text) => text.trim()),
      categoryId: id,
      subcategoryId: id,
      shopId: id,
      brandId: id,
      colorId: id,
      sizeId: id,
      rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      minPrice: cents,
      maxPrice: cents,
      sort: fc.constantFrom(...SORT_TYPES),
      page: fc.integer({ min: 1, max: 5000 }),
    })
    .filter((state) => state.minPrice === null || state.maxPrice === null || state.minPrice <= state.maxPrice);

  it('round-trips any valid state', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        expect(parseListingQuery(serializeListingQuery(state))).toEqual(state);
      }),
    );
  });

  it('writes back a query it read in the same form', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        const written = serializeListingQuery(state);
        expect(serializeListingQuery(parseListingQuery(written))).toBe(written);
      }),
    );
  });
});

describe('changing the listing', () => {
  it('goes back to page 1 when a filter or the order changes', () => {
    expect(changeFilters(everything, { rating: 2 }).page).toBe(1);
    expect(changeSort(everything, 'top_rated')).toMatchObject({ sort: 'top_rated', page: 1 });
  });

  it('drops the subcategory, brand, colour and size when the category changes', () => {
    const next = changeFilters(everything, { categoryId: 8 });
    expect(next).toMatchObject({ categoryId: 8, subcategoryId: null, brandId: null, colorId: null, sizeId: null });
    expect(next).toMatchObject({ shopId: 4, rating: 4, minPrice: 10, search: 'wool socks' });
  });

  it('keeps brand, colour and size when only the price or rating changes', () => {
    expect(changeFilters(everything, { minPrice: 20 })).toMatchObject({ brandId: 5, colorId: 2, sizeId: 1 });
  });

  it('clears every filter but keeps the search and the order', () => {
    expect(clearFilters(everything)).toEqual({ ...EMPTY_LISTING, search: 'wool socks', sort: 'price_low_to_high' });
    expect(clearFilters(everything, { categoryId: 3 }).categoryId).toBe(3);
  });

  it('counts the filters the shopper set, the price range as one', () => {
    expect(activeFilterCount(EMPTY_LISTING)).toBe(0);
    expect(activeFilterCount(everything)).toBe(8);
    expect(activeFilterCount(everything, { categoryId: 3 })).toBe(7);
  });
});

describe('toProductsQuery', () => {
  it('asks for ten products of the page with every filter set', () => {
    expect(toProductsQuery(everything)).toEqual({
      page: 3,
      per_page: 10,
      sort_type: 'price_low_to_high',
      search: 'wool socks',
      category_id: 3,
      sub_category_id: 7,
      shop_id: 4,
      brand_id: 5,
      color_id: 2,
      size_id: 1,
      rating: 4,
      min_price: 10,
      max_price: 99.5,
    });
  });

  it('sends only the page and order when nothing is chosen', () => {
    expect(toProductsQuery(EMPTY_LISTING)).toEqual({ page: 1, per_page: 10, sort_type: 'newest' });
  });
});
