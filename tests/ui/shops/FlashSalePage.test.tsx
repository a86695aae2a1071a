import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FlashSalePage from '../../../src/ui/pages/FlashSalePage';
import { aCategory, aFlashSale, aProduct, fakeApi, json, renderPage } from '../home/page-harness';

const HOUR = 3_600_000;

function saleApi(sale = aFlashSale(26 * HOUR)) {
  return fakeApi({
    'GET /flash-sale/1/details': (url) => {
      const category = url.searchParams.get('category_id');
      const list = category
        ? [
            aProduct({
              id: 31,
              name: 'Wireless Headphones',
              price: 149,
              discount_price: 119.2,
              discount_percentage: 20,
            }),
          ]
        : [
            aProduct({
              id: 31,
              name: 'Wireless Headphones',
              price: 149,
              discount_price: 119.2,
              discount_percentage: 20,
            }),
            aProduct({ id: 2, name: 'Honeycrisp Apples', price: 5, discount_price: 4, discount_percentage: 20 }),
          ];
      return {
        message: 'Flash sale details',
        data: {
          flash_sale: {
            ...sale,
            description: 'Twenty percent off, this weekend only.',
            categories: [aCategory(1, 'Groceries'), aCategory(3, 'Electronics')],
          },
          products: list,
          total_products: list.length,
        },
      };
    },
  });
}

describe('FlashSalePage', () => {
  it('names the page after the sale and counts down to its end', async () => {
    renderPage(<FlashSalePage />, { path: '/flash-sale/1', pattern: '/flash-sale/:id', api: saleApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend Flash Sale' })).toBeInTheDocument();
    expect(screen.getByText('Up to 20% off')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent(/^01 day 01 hour/);
  });

  it('shows the products at their sale prices', async () => {
    renderPage(<FlashSalePage />, { path: '/flash-sale/1', pattern: '/flash-sale/:id', api: saleApi() });
    const list = await screen.findByRole('region', { name: 'Products on sale' });
    const card = within(list).getByRole('link', { name: 'Wireless Headphones' }).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('$119.20');
    expect(card).toHaveTextContent('Original price $149.00');
    expect(within(list).getByRole('status')).toHaveTextContent('2 products');
  });

  it("narrows to a category of the sale's, kept in the URL", async () => {
    const api = saleApi();
    renderPage(<FlashSalePage />, { path: '/flash-sale/1?category=3', pattern: '/flash-sale/:id', api });
    const list = await screen.findByRole('region', { name: 'Products on sale' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(api.calls).toEqual(['GET /flash-sale/1/details?page=1&per_page=10&category_id=3']);
    const filters = within(list).getByRole('navigation', { name: 'Filter by category' });
    expect(within(filters).getByRole('link', { name: 'Electronics' })).toHaveAttribute('aria-current', 'true');
    expect(within(filters).getByRole('link', { name: 'Groceries' })).toHaveAttribute(
      'href',
      '/flash-sale/1?category=1',
    );
  });

  it('counts down to the start of a sale still to come', async () => {
    const upcoming = aFlashSale(0, {
      start_date: new Date(Date.now() + 3 * 24 * HOUR + HOUR).toISOString(),
      end_date: new Date(Date.now() + 6 * 24 * HOUR).toISOString(),
    });
    renderPage(<FlashSalePage />, { path: '/flash-sale/1', pattern: '/flash-sale/:id', api: saleApi(upcoming) });
    expect(await screen.findByRole('timer', { name: 'Starts in' })).toHaveTextContent(/^03 days/);
  });

  it('says a sale that has ended or never was could not be found', async () => {
    const api = fakeApi({ 'GET /flash-sale/1/details': () => json(404, { message: 'Flash sale not found.' }) });
    renderPage(<FlashSalePage />, { path: '/flash-sale/1', pattern: '/flash-sale/:id', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Flash Sale' })).toBeInTheDocument();
  });
});
