import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopSelectionList } from '../../../src/ui/checkout/ShopSelectionList';
import { fakeCartServer, nordicShop, renderWithCart, startTestCart, voltShop } from '../cart/support';

function renderList({ multiVendor = true } = {}) {
  const cart = startTestCart(fakeCartServer([voltShop(), nordicShop()]));
  if (!multiVendor) cart.send({ type: 'cart.settings.changed', multiVendor: false });
  const view = renderWithCart(<ShopSelectionList />, { cart, path: '/checkout' });
  const selected = () => cart.getSnapshot().context.selectedShopIds;
  return { ...view, cart, selected };
}

describe('ShopSelectionList', () => {
  it('with multi_vendor, lists each shop with its lines and a tick, none ticked at first', async () => {
    const { selected } = renderList();
    const volt = await screen.findByRole('checkbox', { name: 'Select Volt Electronics' });
    const nordic = screen.getByRole('checkbox', { name: 'Select Nordic Home' });
    expect(volt).not.toBeChecked();
    expect(nordic).not.toBeChecked();
    expect(selected()).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: /Volt Electronics/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wireless Earbuds Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linen Bed Sheet' })).toBeInTheDocument();
  });

  it('ticks and unticks a shop with the keyboard, and the cart keeps the selection', async () => {
    const { user, selected } = renderList();
    const volt = await screen.findByRole('checkbox', { name: 'Select Volt Electronics' });
    const nordic = screen.getByRole('checkbox', { name: 'Select Nordic Home' });

    act(() => volt.focus());
    await user.keyboard(' ');
    expect(volt).toBeChecked();
    expect(selected()).toEqual([3]);

    await user.click(nordic);
    expect(selected()).toEqual([3, 2]);
    await user.keyboard(' ');
    expect(nordic).not.toBeChecked();
    expect(selected()).toEqual([3]);
  });

  it('without multi_vendor shows no tick, and every shop is ordered', async () => {
    const { selected } = renderList({ multiVendor: false });
    const list = await screen.findByRole('heading', { level: 3, name: /Volt Electronics/ });
    expect(list).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(selected()).toEqual([3, 2]);
    expect(within(document.body).getByRole('link', { name: 'Linen Bed Sheet' })).toBeInTheDocument();
  });
});
