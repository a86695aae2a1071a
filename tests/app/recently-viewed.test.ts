import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '../../src/api/types';
import { rememberViewed, useRecentlyViewed } from '../../src/app/catalog/recently-viewed';

const card = (id: number): Schema<'ProductCard'> => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  thumbnail: `/media/products/${id}-1.svg`,
  brand: null,
  price: 10,
  discount_price: 0,
  discount_percentage: 0,
  rating: 4,
  total_reviews: 1,
  total_sold: 3,
  quantity: 5,
  is_favorite: true,
  shop: { id: 1, name: 'Shop', logo: '/media/shops/1.svg', rating: 4 },
});

beforeEach(() => localStorage.clear());

describe('recently viewed products', () => {
  it('keeps the last twelve opened, newest first, each once, and tells the pages showing them', () => {
    const { result } = renderHook(() => useRecentlyViewed(null, 20));
    act(() => {
      for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 2]) rememberViewed(card(id));
    });
    expect(result.current.map((kept) => kept.id)).toEqual([2, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    // A wishlist heart is the shopper's now, not when the product was opened.
    expect(result.current.every((kept) => kept.is_favorite === false)).toBe(true);
  });

  it("leaves out the page's own product and shows at most the count asked", () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) rememberViewed(card(id));
    const { result } = renderHook(() => useRecentlyViewed(7));
    expect(result.current.map((kept) => kept.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('shows nothing for what it cannot read', () => {
    localStorage.setItem('recentlyViewed', '{not json');
    expect(renderHook(() => useRecentlyViewed()).result.current).toEqual([]);
    localStorage.setItem('recentlyViewed', JSON.stringify([{ id: 'x' }, card(3)]));
    expect(renderHook(() => useRecentlyViewed()).result.current.map((kept) => kept.id)).toEqual([3]);
  });
});
