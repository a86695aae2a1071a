import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import type { ProductDetailsCalls } from '../../../../src/app/catalog/details-calls';
import { selectActiveShop, selectIsSidebarOpen } from '../../../../src/machines/chat/chat.selectors';
import type { User } from '../../../../src/machines/session/session.types';
import { ProductDetailsView } from '../../../../src/ui/catalog/details/ProductDetailsView';
import { SHOPPER_ID, startChat } from '../../../machines/chat/chat.fakes';
import { demoUser } from '../../support/session';
import { type FakeCalls, fakeCalls, removeToasts, renderWithShop, reviewsPage } from './support';

function renderView({ user = null, calls = fakeCalls() }: { user?: User | null; calls?: FakeCalls } = {}) {
  const view = renderWithShop(<ProductDetailsView productId={41} calls={calls} />, { user });
  return { ...view, calls };
}

const findReviews = async () => within(await screen.findByRole('region', { name: 'Reviews' }));

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  removeToasts();
  vi.unstubAllGlobals();
});

describe('ProductDetailsView', () => {
  it('shows placeholders while the product loads', async () => {
    renderView({ calls: fakeCalls({ loadProduct: () => new Promise(() => {}) }) });
    expect(await screen.findByText('Loading product')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the product: name, brand, shop, rating, price and stock', async () => {
    const { calls } = renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Cotton T-Shirt' })).toBeInTheDocument();
    expect(calls.loadProduct).toHaveBeenCalledWith(41, expect.any(AbortSignal));
    expect(screen.getByText('Thread Co')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Urban Thread' })).toHaveAttribute('href', '/shops/4');
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    // Three left: few enough to say how many.
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    // The large image comes first, before the thumbnail of the same image.
    const [main] = screen.getAllByRole('img', { name: 'Organic Cotton T-Shirt, image 1 of 3' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the price the cart will charge once a size with an extra price is chosen', async () => {
    const { user } = renderView();
    await screen.findByRole('heading', { level: 1, name: 'Organic Cotton T-Shirt' });
    // 25.00, discounted to 20.00; XL adds 2.00 to both.
    await user.click(screen.getByRole('radio', { name: 'XL (+$2.00)' }));
    expect(screen.getByText('$22.00')).toBeInTheDocument();
    expect(screen.getByText('$27.00')).toBeInTheDocument();
    expect(screen.queryByText('$20.00')).not.toBeInTheDocument();
    expect(screen.getByText('19% off')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByText('$20.00')).toBeInTheDocument();
  });

  it("shows the shop's description without anything that could run", async () => {
    renderView();
    const description = within(await screen.findByRole('region', { name: 'Description' }));
    expect(description.getByText('organic')).toContainHTML('<strong');
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the reviews: average, share per star, a page at a time', async () => {
    const { user, calls } = renderView();
    const reviews = await findReviews();
    expect(await reviews.findByText('Based on 12 reviews')).toBeInTheDocument();
    expect(calls.loadReviews).toHaveBeenCalledWith({ product_id: 41, page: 1, per_page: 10 }, expect.any(AbortSignal));
    const stars = reviews.getByRole('list', { name: 'Ratings' });
    expect(within(stars).getAllByRole('listitem')[0]).toHaveTextContent('5 stars50%');
    expect(reviews.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    // A review's words are text, never markup.
    expect(reviews.getByText('Review 1: <b>fits well</b>')).toBeInTheDocument();

    await user.click(reviews.getByRole('button', { name: 'Page 2' }));
    expect(await reviews.findByRole('heading', { level: 3, name: 'Reviewer 11' })).toBeInTheDocument();
    expect(calls.loadReviews).toHaveBeenLastCalledWith(
      { product_id: 41, page: 2, per_page: 10 },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toHaveFocus();
  });

  it('says so when there are no reviews yet', async () => {
    renderView({ calls: fakeCalls({ loadReviews: vi.fn(async () => reviewsPage(0)) }) });
    expect(await (await findReviews()).findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('shows related and popular products as cards', async () => {
    renderView();
    const related = within(await screen.findByRole('region', { name: 'Related products' }));
    expect(related.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/products/42/details');
    const popular = within(screen.getByRole('region', { name: 'Popular products from Urban Thread' }));
    expect(popular.getByRole('link', { name: 'Denim Jacket' })).toHaveAttribute('href', '/products/43/details');
  });

  it("opens the chat with the product's shop for a signed-in shopper, the product shared", async () => {
    const chat = startChat();
    const { user, url, authDialogs } = renderWithShop(<ProductDetailsView productId={41} calls={fakeCalls()} />, {
      user: demoUser,
      chat: chat.actor,
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with the shop' }));
    await waitFor(() => expect(selectIsSidebarOpen(chat.actor.getSnapshot())).toBe(true));
    expect(chat.server.calls.started).toEqual([{ shopId: 4, userId: SHOPPER_ID, productId: 41 }]);
    expect(selectActiveShop(chat.actor.getSnapshot())?.id).toBe(4);
    expect(url()).toBe('/products/41/details');
    expect(authDialogs.open).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in to chat with the shop', async () => {
    const { user, url, authDialogs } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Chat with the shop' }));
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(url()).toBe('/products/41/details');
  });

  it('says clearly when there is no such product, with a way to the products', async () => {
    renderView({
      calls: fakeCalls({ loadProduct: vi.fn(async () => Promise.reject(new ApiError(404, 'Not found.'))) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });

  it('offers Try again when the product could not be loaded', async () => {
    const loadProduct = vi.fn<ProductDetailsCalls['loadProduct']>(async () =>
      Promise.reject(new ApiError(403, 'Forbidden.')),
    );
    const calls = fakeCalls({ loadProduct });
    const { user } = renderView({ calls });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading this.');
    loadProduct.mockImplementation(fakeCalls().loadProduct);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Cotton T-Shirt' })).toBeInTheDocument();
  });
});
