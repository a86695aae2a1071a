import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../../src/api/types';
import ShopPage from '../../../src/ui/pages/ShopPage';
import { aCategory, fakeApi, products, renderPage } from '../home/page-harness';

const nordicHome: Schema<'ShopDetails'> = {
  id: 2,
  name: 'Nordic Home',
  logo: '/media/shops/2-logo.svg',
  banner: '/media/shops/2-banner.svg',
  rating: 4.3,
  total_reviews: 45,
  total_products: 27,
  total_categories: 2,
  description: 'Scandinavian furniture and home goods, made to last.',
  address: null,
  phone: null,
  email: null,
  created_at: '2024-03-11T08:00:00Z',
};

function shopApi() {
  return fakeApi({
    'GET /shops/2': () => ({ message: 'Shop details', data: { shop: nordicHome } }),
    'GET /shop-categories': () => ({
      message: 'Shop categories',
      data: { categories: [aCategory(2, 'Home & Living'), aCategory(5, 'Lighting')] },
    }),
    'GET /products': (url) => {
      const category = url.searchParams.get('category_id');
      const list = category ? products(2, 500) : products(10, 200);
      return { message: 'Products', data: { total: category ? 2 : 27, products: list, filters: {} } };
    },
    'GET /shops/popular-products': () => ({ message: 'Popular', data: { total: 27, products: products(5, 300) } }),
  });
}

describe('ShopPage', () => {
  it("names the page after the shop, with its banner as the page's largest picture", async () => {
    renderPage(<ShopPage />, { path: '/shops/2', pattern: '/shops/:id', api: shopApi() });
    const name = await screen.findByRole('heading', { level: 1, name: 'Nordic Home' });
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 45 reviews' })).toBeInTheDocument();
    const header = name.closest('header') as HTMLElement;
    expect(within(header).getByText('27 products')).toBeInTheDocument();
    expect(within(header).getByText('Scandinavian furniture and home goods, made to last.')).toBeInTheDocument();
    const banner = document.querySelector('img[src="/media/shops/2-banner.svg"]');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('width', '1200');
  });

  it("lists the shop's products a page at a time, with its categories as filters", async () => {
    const api = shopApi();
    renderPage(<ShopPage />, { path: '/shops/2', pattern: '/shops/:id', api });
    const list = await screen.findByRole('region', { name: 'Products' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    expect(api.calls).toContain('GET /products?shop_id=2&page=1&per_page=10');
    expect(within(list).getByRole('status')).toHaveTextContent('27 products');

    const filters = within(list).getByRole('navigation', { name: 'Filter by category' });
    expect(within(filters).getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true');
    expect(within(filters).getByRole('link', { name: 'Lighting' })).toHaveAttribute('href', '/shops/2?category=5');
    expect(within(list).getByRole('navigation', { name: 'Pages of products' })).toBeInTheDocument();
  });

  it('narrows the products to the category in the URL', async () => {
    const api = shopApi();
    renderPage(<ShopPage />, { path: '/shops/2?category=5', pattern: '/shops/:id', api });
    const list = await screen.findByRole('region', { name: 'Products' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(api.calls).toContain('GET /products?shop_id=2&page=1&per_page=10&category_id=5');
    expect(await within(list).findByRole('link', { name: 'Lighting' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/shops/2');
  });

  it("shows the shop's popular products, each with a wishlist heart", async () => {
    renderPage(<ShopPage />, { path: '/shops/2', pattern: '/shops/:id', api: shopApi() });
    const popular = await screen.findByRole('region', { name: 'Popular products' });
    expect(within(popular).getAllByRole('article')).toHaveLength(5);
    expect(within(popular).getByRole('button', { name: 'Add Product 300 to wishlist' })).toBeInTheDocument();
  });

  it('says a shop that does not exist could not be found', async () => {
    renderPage(<ShopPage />, { path: '/shops/99', pattern: '/shops/:id', api: shopApi() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  });
});
