import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../src/ui/kit/Button';
import { DialogTrigger } from '../../../src/ui/kit/Dialog';
import { Drawer } from '../../../src/ui/kit/Drawer';
import { renderWithI18n } from './renderWithI18n';

function CartDrawer() {
  return (
    <DialogTrigger>
      <Button>Cart</Button>
      <Drawer title="My Cart">
        <p>Cart is empty</p>
        <Button>Proceed to Checkout</Button>
      </Drawer>
    </DialogTrigger>
  );
}

describe('Drawer', () => {
  it('opens as a modal dialog named by its heading, with focus inside', async () => {
    const { user } = renderWithI18n(<CartDrawer />);
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const drawer = screen.getByRole('dialog', { name: 'My Cart' });
    expect(within(drawer).getByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
    expect(within(drawer).getByText('Cart is empty')).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user } = renderWithI18n(<CartDrawer />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus());
  });

  it('closes on a press outside it and with its Close button', async () => {
    const { user } = renderWithI18n(<CartDrawer />);
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cart' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
