import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCartSelector } from '../../../src/app/cart/use-cart';
import { selectCartGroups } from '../../../src/machines/cart/cart.selectors';
import { CartLineItem } from '../../../src/ui/cart/CartLineItem';
import { CartShopGroup } from '../../../src/ui/cart/CartShopGroup';
import { bedSheet, earbuds, fakeCartServer, nordicShop, renderWithCart, startTestCart, voltShop } from './support';

/** The line as the cart actor shows it now (it changes at once when a button is pressed). */
function LineFromCart({ productId, onNavigate }: { productId: number; onNavigate?: () => void }) {
  const line = useCartSelector(selectCartGroups)
    .flatMap((group) => group.products)
    .find((product) => product.id === productId);
  return <ul>{line ? <CartLineItem line={line} onNavigate={onNavigate} /> : null}</ul>;
}

async function renderLine(productId: number, groups = [voltShop(), nordicShop()], onNavigate?: () => void) {
  const server = fakeCartServer(groups);
  const cart = startTestCart(server);
  const view = renderWithCart(<LineFromCart productId={productId} onNavigate={onNavigate} />, { cart });
  const line = await screen.findByRole('listitem');
  return { ...view, server, cart, line };
}

const quantityOf = (name: string) => screen.getByRole('group', { name: `Quantity of ${name}` });

describe('CartLineItem', () => {
  it('shows the image, name, brand, prices, colour and quantity', async () => {
    const { line } = await renderLine(31);

    const image = line.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/products/31-1.svg');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
    expect(within(line).getByRole('link', { name: 'Wireless Earbuds Pro' })).toHaveAttribute(
      'href',
      '/products/31/details',
    );
    expect(within(line).getByText('Volt')).toBeInTheDocument();
    expect(within(line).getByText('$49.99')).toBeInTheDocument();
    expect(within(line).getByText('$59.99')).toBeInTheDocument();
    expect(within(line).getByText('17% off')).toBeInTheDocument();
    expect(within(line).getByText('Color: Black')).toBeInTheDocument();
    expect(quantityOf('Wireless Earbuds Pro')).toHaveTextContent('2');
  });

  it('shows the size of a line without discount or brand', async () => {
    const { line } = await renderLine(21);

    expect(within(line).getByText('$45.00')).toBeInTheDocument();
    expect(within(line).queryByText(/off$/)).not.toBeInTheDocument();
    expect(within(line).getByText('Size: Queen')).toBeInTheDocument();
  });

  it('names its buttons after the product', async () => {
    const { line } = await renderLine(31);

    const quantity = quantityOf('Wireless Earbuds Pro');
    expect(within(quantity).getByRole('button', { name: 'Decrease quantity of Wireless Earbuds Pro' })).toBeEnabled();
    expect(within(quantity).getByRole('button', { name: 'Increase quantity of Wireless Earbuds Pro' })).toBeEnabled();
    expect(within(line).getByRole('button', { name: 'Remove Wireless Earbuds Pro' })).toBeEnabled();
  });

  it('disables plus when the line holds all the stock, and says so', async () => {
    const { line } = await renderLine(21, [nordicShop([bedSheet({ quantity: 12, stock: 12 })])]);

    expect(within(line).getByRole('button', { name: 'Increase quantity of Linen Bed Sheet' })).toBeDisabled();
    expect(within(line).getByRole('button', { name: 'Decrease quantity of Linen Bed Sheet' })).toBeEnabled();
    expect(within(line).getByText('Only 12 in stock')).toBeInTheDocument();
  });

  it('moves the focus to minus when plus reaches the stock', async () => {
    const { user, line } = await renderLine(21, [nordicShop([bedSheet({ quantity: 11, stock: 12 })])]);

    await user.click(within(line).getByRole('button', { name: 'Increase quantity of Linen Bed Sheet' }));

    expect(within(line).getByRole('button', { name: 'Increase quantity of Linen Bed Sheet' })).toBeDisabled();
    expect(within(line).getByRole('button', { name: 'Decrease quantity of Linen Bed Sheet' })).toHaveFocus();
  });

  it('sends plus, minus and remove to the cart, which shows each at once', async () => {
    const { user, line, server } = await renderLine(31);

    await user.click(within(line).getByRole('button', { name: 'Increase quantity of Wireless Earbuds Pro' }));
    expect(quantityOf('Wireless Earbuds Pro')).toHaveTextContent('3');
    await user.click(within(line).getByRole('button', { name: 'Decrease quantity of Wireless Earbuds Pro' }));
    expect(quantityOf('Wireless Earbuds Pro')).toHaveTextContent('2');
    await user.click(within(line).getByRole('button', { name: 'Remove Wireless Earbuds Pro' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

    await waitFor(() =>
      expect(server.changes).toEqual([
        { kind: 'increment', productId: 31 },
        { kind: 'decrement', productId: 31 },
        { kind: 'remove', productId: 31 },
      ]),
    );
  });

  it("calls onNavigate when the product's link is followed", async () => {
    const onNavigate = vi.fn();
    const { user, line, location } = await renderLine(31, [voltShop([earbuds()])], onNavigate);

    await user.click(within(line).getByRole('link', { name: 'Wireless Earbuds Pro' }));

    expect(onNavigate).toHaveBeenCalledOnce();
    expect(location.history.at(-1)).toBe('/products/31/details');
  });
});

describe('CartShopGroup', () => {
  it('shows extra content in the shop header, for the checkout page', async () => {
    const cart = startTestCart(fakeCartServer([]));
    renderWithCart(
      <CartShopGroup group={voltShop()} headingLevel={2} headerExtra={<span>Ship from this shop</span>} />,
      {
        cart,
      },
    );

    const heading = await screen.findByRole('heading', { level: 2, name: 'Volt Electronics' });
    expect(heading.closest('section')).toHaveTextContent('Ship from this shop');
    expect(screen.getByRole('link', { name: 'Wireless Earbuds Pro' })).toBeInTheDocument();
  });
});
