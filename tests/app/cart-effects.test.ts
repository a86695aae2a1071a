import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartEffectsDeps, handleCartEvent } from '../../src/app/cart/cart-effects';
import { notify } from '../../src/app/notify';
import type { CartEmitted, CartEvent } from '../../src/machines/cart/cart.types';
import { AppToaster } from '../../src/ui/toasts/AppToaster';

const tShirt = { name: 'Organic Cotton T-Shirt', thumbnail: '/media/products/41-1.svg' };
const earbuds = { name: 'Wireless Earbuds Pro', thumbnail: '/media/products/31-1.svg' };

/** The toaster on screen, and spies for what the effects call. */
function setUp() {
  render(createElement(I18nProvider, { i18n }, createElement(AppToaster, { direction: 'ltr' })));
  const deps = {
    i18n,
    authDialogs: { open: vi.fn(), preload: vi.fn() },
    send: vi.fn<(event: CartEvent) => void>(),
    navigate: vi.fn<(path: string) => void>(),
    loadToasts: () => import('../../src/ui/cart/cart-toasts'),
  } satisfies CartEffectsDeps;
  const handle = (event: CartEmitted) => act(() => handleCartEvent(event, deps));
  const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
  return { ...deps, handle, notifications, user: userEvent.setup() };
}

/** The toast frame around a message, where its own buttons are. */
const frameOf = (message: HTMLElement) => within(message.closest('li') as HTMLElement);

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('what the app does with the cart’s events', () => {
  it("confirms an addition for 3 s with the thumbnail, the name and 'View In Cart', which opens the cart", async () => {
    const success = vi.spyOn(notify, 'success');
    const { handle, notifications, send, navigate, user } = setUp();
    handle({ type: 'cart.added', product: tShirt, isBuyNow: false, info: null });
    const message = await notifications().findByText(/has been added to cart/);
    expect(message).toHaveTextContent('Organic Cotton T-Shirt has been added to cart');
    expect(success).toHaveBeenCalledExactlyOnceWith(expect.anything(), expect.objectContaining({ duration: 3000 }));
    expect(frameOf(message).getByRole('presentation')).toHaveAttribute('src', '/media/products/41-1.svg');

    await user.click(frameOf(message).getByRole('button', { name: 'View In Cart' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'cart.drawer.open' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the server's warning next to the confirmation", async () => {
    const { handle, notifications } = setUp();
    handle({ type: 'cart.added', product: tShirt, isBuyNow: false, info: 'Only 3 left: the quantity was set to 3.' });
    expect(await notifications().findByText('Only 3 left: the quantity was set to 3.')).toBeInTheDocument();
    expect(notifications().getByText(/has been added to cart/)).toBeInTheDocument();
  });

  it('goes on to /buynow after Buy now, without the cart toast', async () => {
    const { handle, notifications, navigate } = setUp();
    handle({ type: 'cart.added', product: tShirt, isBuyNow: true, info: 'Only 3 left.' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/buynow');
    expect(await notifications().findByText('Only 3 left.')).toBeInTheDocument();
    expect(notifications().queryByText(/has been added to cart/)).not.toBeInTheDocument();
  });

  it("says a line was removed and offers 'Again Add to Cart', which adds one unit back", async () => {
    const again = { product_id: 31, quantity: 1, color: null, size: null, unit: null };
    const { handle, notifications, send, user } = setUp();
    handle({ type: 'cart.removed', product: earbuds, again });
    const message = await notifications().findByText(/has been remove to cart/);
    expect(message).toHaveTextContent('Wireless Earbuds Pro has been remove to cart');
    await user.click(frameOf(message).getByRole('button', { name: 'Again Add to Cart' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'cart.add', line: again, product: earbuds });
  });

  it("shows the server's warning about the cart", async () => {
    const { handle, notifications } = setUp();
    handle({ type: 'cart.warning', info: 'A line was lowered to the stock.' });
    expect(await notifications().findByText('A line was lowered to the stock.')).toBeInTheDocument();
  });

  it("says 'Please login first!' and opens the login dialog", async () => {
    const { handle, notifications, authDialogs } = setUp();
    handle({ type: 'cart.loginRequired' });
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(await notifications().findByText('Please login first!')).toBeInTheDocument();
  });

  it("shows a failed change as the server's message, or says the shop could not be reached", async () => {
    const { handle, notifications, authDialogs } = setUp();
    handle({ type: 'cart.failed', action: 'increment', status: 422, message: 'Only 5 left in stock.' });
    expect(await notifications().findByText('Only 5 left in stock.')).toBeInTheDocument();
    act(() => toast.remove());

    handle({ type: 'cart.failed', action: 'add', status: 0, message: 'Failed to fetch' });
    expect(
      await notifications().findByText('We could not reach the shop. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(authDialogs.open).not.toHaveBeenCalled();
  });

  it('says nothing of a failed load (the drawer shows it)', async () => {
    const { handle, notifications, navigate, authDialogs } = setUp();
    handle({ type: 'cart.failed', action: 'load', status: 500, message: 'Server Error' });
    // A later warning shows once the toasts are loaded: by then the failed load would have shown too.
    handle({ type: 'cart.warning', info: 'Stock changed.' });
    expect(await notifications().findByText('Stock changed.')).toBeInTheDocument();
    expect(notifications().getAllByRole('listitem')).toHaveLength(1);
    expect(notifications().queryByText('Server Error')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(authDialogs.open).not.toHaveBeenCalled();
  });
});
