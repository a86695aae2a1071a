import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ShopsPage from '../../../src/ui/pages/ShopsPage';
import { parseListQuery } from '../../../src/ui/shops/list-query';
import { aShop, fakeApi, json, renderPage } from '../home/page-harness';

const NAMES = ['Green Leaf Grocers', 'Volt Electronics', 'Nordic Home', 'Urban Thread', 'Stride Footwear'];

/** 13 shops: page 1 has 10, page 2 has 3. */
function shopsApi() {
  return fakeApi({
    'GET /shops': (url) => {
      const page = Number(url.searchParams.get('page'));
      const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12, 13];
      return {
        message: 'Shops',
        data: { total: 13, shops: ids.map((id) => aShop(id, NAMES[id - 1] ?? `Shop ${id}`)) },
      };
    },
  });
}

describe('parseListQuery', () => {
  it('reads the page and the category, leaving out what is not a positive whole number', () => {
    expect(parseListQuery('page=2&category=3')).toEqual({ page: 2, categoryId: 3 });
    expect(parseListQuery('page=0&category=x')).toEqual({ page: 1, categoryId: null });
    expect(parseListQuery('page=-1&category=1.5')).toEqual({ page: 1, categoryId: null });
  });
});

describe('ShopsPage', () => {
  it('shows a page of shops, each with its logo, rating and a link to its page', async () => {
    const api = shopsApi();
    renderPage(<ShopsPage />, { path: '/shops', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shops' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Nordic Home' });
    expect(link).toHaveAttribute('href', '/shops/3');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Rated 4.4 out of 5, 12 reviews' })).toBeInTheDocument();
    const logo = card.querySelector('img');
    expect(logo).toHaveAttribute('width', '80');
    expect(logo).toHaveAttribute('height', '80');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(api.calls).toEqual(['GET /shops?page=1&per_page=10']);
  });

  it('keeps the page in the URL and moves focus to the heading on a page change', async () => {
    const api = shopsApi();
    const { user, location } = renderPage(<ShopsPage />, { path: '/shops', api });
    await screen.findByRole('link', { name: 'Nordic Home' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(location.history?.at(-1)).toBe('/shops?page=2');
    expect(api.calls).toContain('GET /shops?page=2&per_page=10');
    expect(screen.getByRole('heading', { level: 1, name: 'Shops' })).toHaveFocus();
  });

  it('opens at the page the URL names', async () => {
    const api = shopsApi();
    renderPage(<ShopsPage />, { path: '/shops?page=2', pattern: '/shops', api });
    expect(await screen.findByRole('link', { name: 'Shop 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Try again when the shops could not be loaded', async () => {
    const api = fakeApi({ 'GET /shops': () => json(422, { message: 'The per page field is invalid.' }) });
    renderPage(<ShopsPage />, { path: '/shops', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading this.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
