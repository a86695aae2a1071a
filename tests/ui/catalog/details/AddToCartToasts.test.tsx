import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../src/app/notify';
import {
  selectCartCount,
  selectIsCartLoading,
  selectIsCartSignedIn,
  selectIsDrawerOpen,
} from '../../../../src/machines/cart/cart.selectors';
import { selectIsSignedIn } from '../../../../src/machines/session/session.selectors';
import type { User } from '../../../../src/machines/session/session.types';
import { fakeCartServer, group, tShirt, urbanThread } from '../../../machines/cart.fakes';
import { type FakeCartApi, fakeCartApi } from '../../support/cart-api';
import { demoUser } from '../../support/session';
import { PanelWithChoices, productDetails, removeToasts, renderWithShop } from './support';

// More in stock than the cart holds: what is left to add is the product's, not the cart's.
const plainProduct = productDetails({ colors: [], sizes: [], quantity: 40 });

/** The purchase panel with the real cart, over a cart API holding two T-shirts unless told otherwise. */
async function renderPanel({
  user = demoUser,
  cartApi = fakeCartApi(),
}: {
  user?: User | null;
  cartApi?: FakeCartApi;
} = {}) {
  const view = renderWithShop(<PanelWithChoices product={plainProduct} />, { user, cartApi });
  // A signed-in shopper's cart loads first (a visitor's stays empty). The cart hears of the session after its first
  // render, so "not loading" alone may still be the moment before the load starts.
  await vi.waitFor(() => {
    const snapshot = view.cart().getSnapshot();
    expect(selectIsCartSignedIn(snapshot)).toBe(user !== null);
    expect(selectIsCartLoading(snapshot)).toBe(false);
  });
  return view;
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  removeToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Add to Cart and Buy Now', () => {
  it('confirms for 3 s with the thumbnail, the name and View In Cart, which opens the cart', async () => {
    const success = vi.spyOn(notify, 'success');
    const { user, cart, cartApi } = await renderPanel();
    expect(selectCartCount(cart().getSnapshot())).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const toast = await notifications().findByText(/has been added to cart/);
    expect(toast).toHaveTextContent('Organic Cotton T-Shirt has been added to cart');
    expect(success).toHaveBeenCalledExactlyOnceWith(expect.anything(), expect.objectContaining({ duration: 3000 }));
    expect(selectCartCount(cart().getSnapshot())).toBe(4);
    const frame = toast.closest('li') as HTMLElement;
    expect(within(frame).getByRole('presentation')).toHaveAttribute('src', '/media/products/41-1.svg');

    expect(selectIsDrawerOpen(cart().getSnapshot())).toBe(false);
    await user.click(within(frame).getByRole('button', { name: 'View In Cart' }));
    expect(selectIsDrawerOpen(cart().getSnapshot())).toBe(true);
    // Opening the cart fetches it afresh.
    await vi.waitFor(() => expect(cartApi.requests.filter((request) => request.path === '/carts')).toHaveLength(2));
  });

  it("shows the server's warning as a warning next to the confirmation", async () => {
    const cartApi = fakeCartApi({
      server: fakeCartServer([group(urbanThread, { ...tShirt, quantity: tShirt.stock })]),
    });
    const { user } = await renderPanel({ cartApi });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await notifications().findByText('Only 5 left: the quantity was set to 5.')).toBeInTheDocument();
    expect(notifications().getByText(/has been added to cart/)).toBeInTheDocument();
  });

  it('asks a visitor to log in first, without calling the cart', async () => {
    const { user, cartApi, authDialogs } = await renderPanel({ user: null });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await notifications().findByText('Please login first!')).toBeInTheDocument();
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(cartApi.requests).toEqual([]);
  });

  it('asks to log in again when the server answers 401, and ends the session', async () => {
    const { user, cartApi, authDialogs, session, cart } = await renderPanel();
    cartApi.failNext(401, 'Unauthenticated.');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await notifications().findByText('Please login first!')).toBeInTheDocument();
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(selectIsSignedIn(session.getSnapshot())).toBe(false);
    expect(selectCartCount(cart().getSnapshot())).toBe(0);
  });

  it("shows any other failure as the server's message", async () => {
    const { user, cartApi, authDialogs, cart } = await renderPanel();
    cartApi.failNext(422, 'The cart already holds all the stock.');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await notifications().findByText('The cart already holds all the stock.')).toBeInTheDocument();
    expect(authDialogs.open).not.toHaveBeenCalled();
    expect(selectCartCount(cart().getSnapshot())).toBe(3);
  });

  it('Buy Now puts the product in the buy-now slot and goes on to /buynow, the cart untouched', async () => {
    const { user, cartApi, url, cart } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await vi.waitFor(() => expect(url()).toBe('/buynow'));
    expect(cartApi.bodiesTo('/cart/store')).toEqual([
      { product_id: 41, quantity: 1, color: null, size: null, unit: 1, is_buy_now: true },
    ]);
    expect(selectCartCount(cart().getSnapshot())).toBe(3);
    expect(notifications().queryByText(/has been added to cart/)).not.toBeInTheDocument();
  });

  it('shows the pressed button as busy until the answer arrives', async () => {
    const { user, cartApi } = await renderPanel();
    cartApi.hold();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Add to Cart Loading' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    cartApi.release();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(cartApi.bodiesTo('/cart/store')).toHaveLength(1);
  });
});
