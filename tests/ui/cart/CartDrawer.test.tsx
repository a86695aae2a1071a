import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { selectIsDrawerOpen } from '../../../src/machines/cart/cart.selectors';
import { selectActiveShop, selectIsSidebarOpen } from '../../../src/machines/chat/chat.selectors';
import { CartDrawer } from '../../../src/ui/cart/CartDrawer';
import { CartDrawerHost } from '../../../src/ui/cart/CartDrawerHost';
import { SHOPPER_ID, startChat } from '../../machines/chat/chat.fakes';
import {
  cartAnswer,
  earbuds,
  type FakeCartServer,
  fakeCartServer,
  nordicShop,
  renderWithCart,
  startTestCart,
  voltShop,
} from './support';

async function openDrawer(server: FakeCartServer, { signedIn = true } = {}) {
  const cart = startTestCart(server, { signedIn });
  const view = renderWithCart(<CartDrawer />, { cart });
  act(() => cart.send({ type: 'cart.drawer.open' }));
  const drawer = await screen.findByRole('dialog', { name: 'My Cart' });
  return { ...view, cart, drawer };
}

const shopSection = (name: string) => {
  const section = screen.getByRole('heading', { level: 3, name }).closest('section');
  if (!section) throw new Error(`no section for ${name}`);
  return section;
};

describe('CartDrawer', () => {
  it('shows the item count, the lines grouped by shop with the shop rating, and the cart amount', async () => {
    const { drawer } = await openDrawer(fakeCartServer([voltShop(), nordicShop()]));

    expect(await within(drawer).findByText('3 items')).toBeInTheDocument();
    // The lines render just after the drawer opens.
    await within(drawer).findByRole('heading', { level: 3, name: 'Volt Electronics' });
    const volt = shopSection('Volt Electronics');
    expect(within(volt).getByRole('link', { name: 'Volt Electronics' })).toHaveAttribute('href', '/shops/3');
    expect(within(volt).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(within(volt).getByRole('link', { name: 'Wireless Earbuds Pro' })).toBeInTheDocument();
    expect(within(volt).queryByText('Linen Bed Sheet')).not.toBeInTheDocument();

    const nordic = shopSection('Nordic Home');
    expect(within(nordic).getByRole('link', { name: 'Nordic Home' })).toHaveAttribute('href', '/shops/2');
    expect(within(nordic).getByRole('link', { name: 'Linen Bed Sheet' })).toBeInTheDocument();

    expect(within(drawer).getByText('Subtotal').parentElement).toHaveTextContent('Subtotal$144.98');
  });

  it("says 'Cart is empty' and offers the products when the cart has nothing", async () => {
    const { drawer } = await openDrawer(fakeCartServer([]));

    expect(await within(drawer).findByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(within(drawer).getByText('0 items')).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it("tells a visitor the cart is empty and opens the login dialog in the drawer's place", async () => {
    const server = fakeCartServer([voltShop()]);
    const { drawer, user, authDialogs, cart } = await openDrawer(server, { signedIn: false });

    expect(within(drawer).getByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Log in' }));

    expect(authDialogs.open).toHaveBeenCalledWith('login');
    expect(selectIsDrawerOpen(cart.getSnapshot())).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.load).not.toHaveBeenCalled();
  });

  it('shows placeholder rows while the cart loads', async () => {
    const server = fakeCartServer([voltShop()]);
    server.load.mockImplementation(() => new Promise(() => {}));
    const { drawer } = await openDrawer(server);

    expect(within(drawer).getByText('Loading your cart')).toBeInTheDocument();
    expect(within(drawer).queryByRole('heading', { name: 'Cart is empty' })).not.toBeInTheDocument();
  });

  it('says a load failed and loads again on Try again', async () => {
    const server = fakeCartServer([voltShop()]);
    server.load.mockRejectedValue(new ApiError(500, 'Server Error'));
    const { drawer, user } = await openDrawer(server);

    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while loading this. Please try again.');
    expect(within(drawer).queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();

    server.load.mockResolvedValue(cartAnswer([voltShop()]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(drawer).findByRole('link', { name: 'Wireless Earbuds Pro' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to /checkout with Proceed to Checkout and closes', async () => {
    const { drawer, user, location, cart } = await openDrawer(fakeCartServer([voltShop()]));

    await user.click(await within(drawer).findByRole('link', { name: 'Proceed to Checkout' }));

    expect(location.history.at(-1)).toBe('/checkout');
    expect(selectIsDrawerOpen(cart.getSnapshot())).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the product's page from its name and closes", async () => {
    const { drawer, user, location, cart } = await openDrawer(fakeCartServer([voltShop(), nordicShop()]));

    await user.click(await within(drawer).findByRole('link', { name: 'Linen Bed Sheet' }));

    expect(location.history.at(-1)).toBe('/products/21/details');
    expect(selectIsDrawerOpen(cart.getSnapshot())).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the focus in the drawer when the line it was on leaves', async () => {
    const { drawer, user } = await openDrawer(fakeCartServer([voltShop(), nordicShop()]));

    await user.click(await within(drawer).findByRole('button', { name: 'Remove Wireless Earbuds Pro' }));

    expect(within(drawer).queryByRole('link', { name: 'Wireless Earbuds Pro' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Nordic Home' })).toHaveFocus();
  });

  it('opens the chat with a shop from its header, over the cart', async () => {
    const cart = startTestCart(fakeCartServer([voltShop(), nordicShop()]));
    const chat = startChat();
    const { user } = renderWithCart(<CartDrawer />, { cart, chat: chat.actor });
    act(() => cart.send({ type: 'cart.drawer.open' }));
    const nordic = await screen.findByRole('heading', { level: 3, name: 'Nordic Home' });
    await user.click(screen.getByRole('button', { name: 'Chat with Nordic Home' }));
    await waitFor(() => expect(selectIsSidebarOpen(chat.actor.getSnapshot())).toBe(true));
    expect(chat.server.calls.started).toEqual([{ shopId: 2, userId: SHOPPER_ID, productId: null }]);
    expect(selectActiveShop(chat.actor.getSnapshot())?.id).toBe(2);
    expect(nordic).toBeInTheDocument();
    expect(selectIsDrawerOpen(cart.getSnapshot())).toBe(true);
  });

  it('closes with its Close button', async () => {
    const { drawer, user, cart } = await openDrawer(fakeCartServer([voltShop()]));

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    expect(selectIsDrawerOpen(cart.getSnapshot())).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('announces the new count and amount after a change, and empties when the last line goes', async () => {
    const server = fakeCartServer([voltShop([earbuds({ quantity: 1 })])]);
    const { drawer, user } = await openDrawer(server);
    const status = within(drawer).getByRole('status');

    await user.click(await within(drawer).findByRole('button', { name: 'Increase quantity of Wireless Earbuds Pro' }));
    expect(status).toHaveTextContent('Cart updated: 2 items, total $99.98');
    expect(within(drawer).getByText('Subtotal').parentElement).toHaveTextContent('$99.98');

    await user.click(within(drawer).getByRole('button', { name: 'Remove Wireless Earbuds Pro' }));
    expect(within(drawer).getByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Cart updated: 0 items, total $0.00');
    await waitFor(() =>
      expect(server.changes).toEqual([
        { kind: 'increment', productId: 31 },
        { kind: 'remove', productId: 31 },
      ]),
    );
  });
});

describe('CartDrawerHost', () => {
  it('loads the drawer when the cart first asks for it', async () => {
    const cart = startTestCart(fakeCartServer([voltShop()]));
    renderWithCart(
      <>
        <p>The page</p>
        <CartDrawerHost />
      </>,
      { cart },
    );
    await screen.findByText('The page');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => cart.send({ type: 'cart.drawer.open' }));

    const drawer = await screen.findByRole('dialog', { name: 'My Cart' });
    expect(await within(drawer).findByRole('link', { name: 'Wireless Earbuds Pro' })).toBeInTheDocument();
  });
});
