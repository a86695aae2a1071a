import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChangeAddressDialog } from '../../../src/ui/checkout/ChangeAddressDialog';
import { fillRequired, renderWithAddresses } from '../address/support';

/** The dialog as a page holds it: open until it closes itself, choosing for `onSelect`. */
function Harness({ selectedId, onSelect }: { selectedId: number | null; onSelect: (id: number) => void }) {
  const [isOpen, setOpen] = useState(true);
  return <ChangeAddressDialog isOpen={isOpen} onOpenChange={setOpen} selectedId={selectedId} onSelect={onSelect} />;
}

async function renderDialog(selectedId: number | null = 7, options: Parameters<typeof renderWithAddresses>[1] = {}) {
  const onSelect = vi.fn();
  const view = await renderWithAddresses(<Harness selectedId={selectedId} onSelect={onSelect} />, options);
  const dialog = await screen.findByRole('dialog', { name: 'Change Address' });
  return { ...view, onSelect, dialog };
}

describe('Change address dialog', () => {
  it("lists the shopper's addresses as choices, the current one chosen and the default marked", async () => {
    const { dialog } = await renderDialog(8);
    const group = within(dialog).getByRole('radiogroup', { name: 'Your addresses' });
    const choices = within(group).getAllByRole('radio');
    expect(choices).toHaveLength(2);

    const home = within(group).getByRole('radio', { name: /Sam Shopper/ });
    expect(home).not.toBeChecked();
    expect(home).toHaveAccessibleName('Sam Shopper Home Default +1 555 010 0001 4B, 12 Market Street Downtown, 10001');
    const office = within(group).getByRole('radio', { name: /Sam Office/ });
    expect(office).toBeChecked();
    expect(office).toHaveAccessibleName(
      'Sam Office Office +1 555 010 0002 200 Harbor Avenue Suite 310 Harborside, 10004',
    );
  });

  it('uses the address the shopper picks, and closes', async () => {
    const { user, dialog, onSelect } = await renderDialog(7);
    await user.click(within(dialog).getByRole('radio', { name: /Sam Office/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));

    expect(onSelect).toHaveBeenCalledExactlyOnceWith(8);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on the current address for the keyboard: arrows move the choice', async () => {
    const { user, onSelect } = await renderDialog(7);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Sam Shopper/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Sam Office/ })).toBeChecked();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use this address' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(8);
  });

  it('adds a new address and chooses it once saved', async () => {
    const { user, dialog, onSelect } = await renderDialog(7);
    await user.click(within(dialog).getByRole('button', { name: 'Add New Address' }));
    const form = await screen.findByRole('dialog', { name: 'Add New Address' });
    await fillRequired(user, { name: 'Sam Elm' });
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Address' })).not.toBeInTheDocument());
    const added = await within(dialog).findByRole('radio', { name: /Sam Elm/ });
    expect(added).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Sam Shopper/ })).not.toBeChecked();
    expect(screen.getByText('Address added successfully')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(100);
  });

  it('offers only "Add New Address" to a shopper without addresses', async () => {
    const { dialog, onSelect } = await renderDialog(null, { addresses: [] });
    expect(within(dialog).getByText('You have no saved address yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use this address' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add New Address' })).toBeEnabled();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
