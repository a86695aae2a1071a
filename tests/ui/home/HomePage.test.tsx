import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../src/api/types';
import { AppNameContext } from '../../../src/app/app-name';
import HomePage from '../../../src/ui/pages/HomePage';
import { aCategory, aFlashSale, aShop, fakeApi, json, products, renderPage } from './page-harness';

type Home = Answer<'getHome'>['data'];

const HOUR = 3_600_000;

function homeData(page: number, overrides: Partial<Home> = {}): Home {
  return {
    banners: [
      { id: 1, title: 'Weekend Flash Sale: 20 % off', image: '/media/banners/1.svg', url: '/flash-sale/1' },
      { id: 2, title: 'Fresh picks for spring', image: '/media/banners/2.jpg', url: '/shops/1' },
    ],
    ads: [{ id: 4, title: 'Best deals of the week', image: '/media/ads/1.svg', url: '/best-deal' }],
    categories: [aCategory(1, 'Groceries', 'groceries'), aCategory(3, 'Electronics', 'electronics')],
    shops: [aShop(1, 'Green Leaf Grocers'), aShop(2, 'Nordic Home')],
    popular_products: products(3, 1),
    // 23 products: pages of 10, 10 and 3.
    just_for_you: { total: 23, products: products(page < 3 ? 10 : 3, 100 + (page - 1) * 10) },
    running_flash_sale: aFlashSale(2 * 24 * HOUR + 90 * 60_000),
    incoming_flash_sale: null,
    ...overrides,
  };
}

function renderHome(answer: (page: number) => unknown = (page) => ({ message: 'Home', data: homeData(page) })) {
  const api = fakeApi({ 'GET /home': (url) => answer(Number(url.searchParams.get('page') ?? 1)) });
  const view = renderPage(
    <AppNameContext.Provider value="Storefront Market">
      <HomePage />
    </AppNameContext.Provider>,
    { path: '/', api },
  );
  return { ...view, api };
}

const section = (name: string) => screen.getByRole('region', { name });

// The sections below the offers are a chunk of their own, which the test environment compiles on first use.
const SECTIONS_CHUNK = { timeout: 5000 };

describe('HomePage', () => {
  it("keeps the shop's name as the page heading", async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Storefront Market' })).toBeInTheDocument();
  });

  it('shows each section of /home under its own heading, with a link to its full list', async () => {
    renderHome();
    await screen.findByRole('region', { name: 'Just for you' }, SECTIONS_CHUNK);
    const expected: [string, string, string][] = [
      ['Flash Sale', 'View the sale', '/flash-sale/1'],
      ['Categories', 'All categories', '/categories'],
      ['Shops', 'All shops', '/shops'],
      ['Most Popular', 'All popular products', '/most-popular'],
      ['Just for you', 'All products', '/products'],
    ];
    for (const [heading, link, href] of expected) {
      const region = section(heading);
      expect(within(region).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(within(region).getByRole('link', { name: link })).toHaveAttribute('href', href);
    }
  });

  it('makes the first banner the page’s LCP image and links each banner where the shop said', async () => {
    renderHome();
    const offers = await screen.findByRole('region', { name: 'Offers' });
    // The words are text over the picture, so the picture says nothing and the link is named by them.
    const [first, second] = offers.querySelectorAll('img');
    expect(first).toHaveAttribute('alt', '');
    expect(within(offers).getByRole('link', { name: 'Weekend Flash Sale: 20 % off' })).toContainElement(
      first as HTMLElement,
    );
    expect(within(offers).getByText('Fresh picks for spring')).toBeVisible();
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '400');
    expect(second).toHaveAttribute('loading', 'lazy');
    // A photo comes in the sizes the API makes; a drawing (SVG) as it is.
    expect(first).not.toHaveAttribute('srcset');
    expect(second).toHaveAttribute('src', '/media/banners/2.jpg?w=1280');
    expect(second?.getAttribute('srcset')).toContain('/media/banners/2.jpg?w=640 640w');
    expect(second?.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'sizes',
      '(min-width: 1152px) 552px, (min-width: 640px) calc(50vw - 24px), calc(100vw - 32px)',
    );
    expect(within(offers).getByRole('link', { name: 'Fresh picks for spring' })).toHaveAttribute('href', '/shops/1');
    expect(within(offers).getByRole('link', { name: 'Best deals of the week' })).toHaveAttribute('href', '/best-deal');
  });

  it('links categories by slug and shops by id', async () => {
    renderHome();
    await screen.findByRole('region', { name: 'Shops' }, SECTIONS_CHUNK);
    expect(within(section('Categories')).getByRole('link', { name: 'Groceries' })).toHaveAttribute(
      'href',
      '/categories/groceries',
    );
    expect(within(section('Shops')).getByRole('link', { name: 'Nordic Home' })).toHaveAttribute('href', '/shops/2');
  });

  it('shows the running flash sale with the time it has left', async () => {
    renderHome();
    const sale = await screen.findByRole('region', { name: 'Flash Sale' }, SECTIONS_CHUNK);
    expect(within(sale).getByRole('heading', { level: 3, name: 'Weekend Flash Sale' })).toBeInTheDocument();
    expect(within(sale).getByText('Up to 20% off')).toBeInTheDocument();
    expect(within(sale).getByRole('timer', { name: 'Ends in' })).toHaveTextContent(/^02 days 01 hour \d\d minutes/);
  });

  it('shows the next flash sale and when it starts when none is running', async () => {
    const incoming = aFlashSale(0, {
      id: 2,
      name: 'Summer Kick-off Sale',
      start_date: new Date(Date.now() + 4 * 24 * HOUR).toISOString(),
      end_date: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
    });
    renderHome(() => ({
      message: 'Home',
      data: homeData(1, { running_flash_sale: null, incoming_flash_sale: incoming }),
    }));
    const sale = await screen.findByRole('region', { name: 'Flash Sale' }, SECTIONS_CHUNK);
    expect(within(sale).getByRole('timer', { name: 'Starts in' })).toHaveTextContent(/0[34] days/);
    expect(within(sale).getByRole('link', { name: 'View the sale' })).toHaveAttribute('href', '/flash-sale/2');
  });

  it('gives every product card a wishlist heart', async () => {
    renderHome();
    const popular = await screen.findByRole('region', { name: 'Most Popular' }, SECTIONS_CHUNK);
    expect(within(popular).getAllByRole('article')).toHaveLength(3);
    expect(within(popular).getByRole('button', { name: 'Add Product 1 to wishlist' })).toBeInTheDocument();
  });

  it('appends the next page on Load more, keeps focus on it and says how many came', async () => {
    const { user, api } = renderHome();
    const forYou = await screen.findByRole('region', { name: 'Just for you' }, SECTIONS_CHUNK);
    expect(within(forYou).getAllByRole('article')).toHaveLength(10);

    const more = within(forYou).getByRole('button', { name: 'Load more' });
    await user.click(more);
    await waitFor(() => expect(within(forYou).getAllByRole('article')).toHaveLength(20));
    expect(api.calls).toContain('GET /home?page=2&per_page=10');
    expect(within(forYou).getByRole('heading', { name: 'Product 100' })).toBeInTheDocument();
    expect(within(forYou).getByRole('heading', { name: 'Product 119' })).toBeInTheDocument();
    expect(within(forYou).getByRole('status')).toHaveTextContent('10 more products loaded, 20 of 23 shown');
    expect(within(forYou).getByRole('button', { name: 'Load more' })).toHaveFocus();
  });

  it('takes Load more away with the last page and moves focus to the first product it brought', async () => {
    const { user } = renderHome();
    const forYou = await screen.findByRole('region', { name: 'Just for you' }, SECTIONS_CHUNK);
    await user.click(within(forYou).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(forYou).getAllByRole('article')).toHaveLength(20));
    await user.click(within(forYou).getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(forYou).getAllByRole('article')).toHaveLength(23));
    expect(within(forYou).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(forYou).getByRole('status')).toHaveTextContent('3 more products loaded, 23 of 23 shown');
    expect(within(forYou).getByRole('link', { name: 'Product 120' })).toHaveFocus();
  });

  it('keeps the products shown when a further page fails, and offers Try again', async () => {
    const { user } = renderHome((page) =>
      page === 1 ? { message: 'Home', data: homeData(1) } : json(422, { message: 'The page is invalid.' }),
    );
    const forYou = await screen.findByRole('region', { name: 'Just for you' }, SECTIONS_CHUNK);
    await user.click(within(forYou).getByRole('button', { name: 'Load more' }));
    expect(await within(forYou).findByText('More products could not be loaded. Please try again.')).toBeInTheDocument();
    expect(within(forYou).getAllByRole('article')).toHaveLength(10);
    expect(within(forYou).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when the home page could not be loaded, with a way to try again', async () => {
    renderHome(() => json(404, { message: 'Not found.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Storefront Market' })).toBeInTheDocument();
  });
});
