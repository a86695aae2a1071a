import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import type { User } from '../../../../src/machines/session/session.types';
import { PurchasePanel } from '../../../../src/ui/catalog/details/PurchasePanel';
import { notify } from '../../../../src/ui/toasts/notify';
import { demoUser } from '../../support/session';
import { cartAnswer, type FakeCalls, fakeCalls, productDetails, removeToasts, renderWithShop } from './support';

const plainProduct = productDetails({ colors: [], sizes: [] });

function renderPanel({ user = demoUser, calls = fakeCalls() }: { user?: User | null; calls?: FakeCalls } = {}) {
  const view = renderWithShop(<PurchasePanel product={plainProduct} addToCart={calls.addToCart} />, { user });
  return { ...view, calls };
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
  it('confirms for 3 s with the thumbnail, the name and View In Cart, which leads to the cart', async () => {
    const success = vi.spyOn(notify, 'success');
    const { user, url } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const toast = await notifications().findByText(/has been added to cart/);
    expect(toast).toHaveTextContent('Organic Cotton T-Shirt has been added to cart');
    expect(success).toHaveBeenCalledExactlyOnceWith(expect.anything(), expect.objectContaining({ duration: 3000 }));
    const frame = toast.closest('[role="status"]') as HTMLElement;
    expect(within(frame).getByRole('presentation')).toHaveAttribute('src', '/media/products/41-1.svg');
    await user.click(within(frame).getByRole('button', { name: 'View In Cart' }));
    expect(url()).toBe('/checkout');
  });

  it("shows the server's warning as a warning next to the confirmation", async () => {
    const calls = fakeCalls({ addToCart: vi.fn(async () => cartAnswer('Only 3 left: the quantity was set to 3.')) });
    const { user } = renderPanel({ calls });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await notifications().findByText('Only 3 left: the quantity was set to 3.')).toBeInTheDocument();
    expect(notifications().getByText(/has been added to cart/)).toBeInTheDocument();
  });

  it('asks a visitor to log in first, without calling the cart', async () => {
    const { user, calls, authDialogs } = renderPanel({ user: null });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await notifications().findByRole('alert')).toHaveTextContent('Please login first!');
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(calls.addToCart).not.toHaveBeenCalled();
  });

  it('asks to log in again when the server answers 401', async () => {
    const calls = fakeCalls({ addToCart: vi.fn(async () => Promise.reject(new ApiError(401, 'Unauthenticated.'))) });
    const { user, authDialogs } = renderPanel({ calls });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await notifications().findByRole('alert')).toHaveTextContent('Please login first!');
    expect(authDialogs.open).toHaveBeenCalledWith('login');
  });

  it("shows any other failure as the server's message", async () => {
    const calls = fakeCalls({
      addToCart: vi.fn(async () => Promise.reject(new ApiError(422, 'The cart already holds all the stock.'))),
    });
    const { user, authDialogs } = renderPanel({ calls });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await notifications().findByRole('alert')).toHaveTextContent('The cart already holds all the stock.');
    expect(authDialogs.open).not.toHaveBeenCalled();
  });

  it('Buy Now puts the product in the buy-now slot and goes on to /buynow', async () => {
    const { user, calls, url } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await vi.waitFor(() => expect(url()).toBe('/buynow'));
    expect(calls.addToCart).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ is_buy_now: true }),
      expect.any(AbortSignal),
    );
    expect(notifications().queryByText(/has been added to cart/)).not.toBeInTheDocument();
  });

  it('shows the pressed button as busy until the answer arrives', async () => {
    let answer: (value: ReturnType<typeof cartAnswer>) => void = () => {};
    const calls = fakeCalls({
      addToCart: () => new Promise<ReturnType<typeof cartAnswer>>((resolve) => (answer = resolve)),
    });
    const { user } = renderPanel({ calls });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Add to Cart Loading' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    answer(cartAnswer());
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(calls.addToCart).toHaveBeenCalledTimes(1);
  });
});
