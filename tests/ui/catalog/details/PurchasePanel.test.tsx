import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectPendingAddition } from '../../../../src/machines/cart/cart.selectors';
import { fakeCartServer } from '../../../machines/cart.fakes';
import { fakeCartApi } from '../../support/cart-api';
import { demoUser } from '../../support/session';
import { PanelWithChoices, productDetails, removeToasts, renderWithShop } from './support';

/** The panel with the real cart of a signed-in shopper, empty, over a fake cart API. */
function renderPanel(product = productDetails()) {
  const cartApi = fakeCartApi({ server: fakeCartServer([]) });
  const view = renderWithShop(<PanelWithChoices product={product} />, { user: demoUser, cartApi });
  return { ...view, added: () => view.cartApi.bodiesTo('/cart/store') };
}

const quantity = () => screen.getByRole('status', { name: 'Quantity' });

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  removeToasts();
  vi.unstubAllGlobals();
});

describe('PurchasePanel', () => {
  it('offers the colours and sizes as required choices, a size with its extra price', async () => {
    renderPanel();
    const colors = await screen.findByRole('radiogroup', { name: /^Color/ });
    expect(
      within(colors)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Black', 'Navy']);
    expect(within(colors).getByRole('radio', { name: 'Black' })).not.toBeChecked();
    expect(within(colors).getByRole('radio', { name: 'Black' })).toBeRequired();
    const sizes = screen.getByRole('radiogroup', { name: /^Size/ });
    expect(within(sizes).getByRole('radio', { name: 'XL (+$2.00)' })).toBeInTheDocument();
    // The star marks them required for the eye.
    expect(colors).toHaveTextContent('Color *');
  });

  it('asks for the missing colour and size instead of sending the line', async () => {
    const { user, added, cart } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    // The cart is told nothing, so nothing is on its way.
    expect(selectPendingAddition(41)(cart().getSnapshot())).toBeNull();
    expect(added()).toEqual([]);
    expect(screen.getByText('Please choose a color.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a size.')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /^Color/ })).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.queryByText('Please choose a color.')).not.toBeInTheDocument();
    expect(screen.getByText('Please choose a size.')).toBeInTheDocument();
  });

  it('sends the chosen colour, size, quantity and unit to the cart', async () => {
    const { user, added, cartApi } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: 'Navy' }));
    await user.click(screen.getByRole('radio', { name: 'XL (+$2.00)' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity()).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() =>
      expect(added()).toEqual([{ product_id: 41, quantity: 2, color: 2, size: 6, unit: 1, is_buy_now: false }]),
    );
    expect(cartApi.requests.at(-1)?.authorization).toBe('Bearer test-token');
  });

  it('stops adding once the cart holds the whole stock, and says so', async () => {
    const { user, added } = renderPanel(productDetails({ quantity: 1, colors: [], sizes: [] }));
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    await vi.waitFor(() => expect(added()).toHaveLength(1));
    await vi.waitFor(() => expect(add).toBeDisabled());
    expect(screen.getByText('Your cart holds all 1 in stock.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Quantity' })).not.toBeInTheDocument();
    await user.click(add);
    expect(added()).toHaveLength(1);
  });

  it('keeps the quantity between 1 and the stock, moving focus off a button that reaches its end', async () => {
    const { user } = renderPanel(productDetails({ quantity: 3 }));
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(quantity()).toHaveTextContent('1');
    expect(decrease).toBeDisabled();

    increase.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(quantity()).toHaveTextContent('3');
    expect(increase).toBeDisabled();
    expect(decrease).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(quantity()).toHaveTextContent('1');
    expect(decrease).toBeDisabled();
    expect(increase).toHaveFocus();
  });

  it('says Out of stock and offers neither button nor quantity when there is none', async () => {
    renderPanel(productDetails({ quantity: 0, colors: [], sizes: [] }));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it('adds a product without options at once', async () => {
    const { user, added } = renderPanel(productDetails({ colors: [], sizes: [], unit: null }));
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() =>
      expect(added()).toEqual([
        { product_id: 41, quantity: 1, color: null, size: null, unit: null, is_buy_now: false },
      ]),
    );
  });
});
