import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressSummary } from '../../../src/ui/checkout/AddressSummary';
import { fillRequired, renderWithAddresses } from '../address/support';

/** The summary as the checkout page holds it: the chosen address follows `onSelect`. */
function Harness({ initialId, onSelect }: { initialId: number | null; onSelect: (id: number) => void }) {
  const [addressId, setAddressId] = useState(initialId);
  return (
    <AddressSummary
      addressId={addressId}
      onSelect={(id) => {
        onSelect(id);
        setAddressId(id);
      }}
    />
  );
}

async function renderSummary(initialId: number | null, options: Parameters<typeof renderWithAddresses>[1] = {}) {
  const onSelect = vi.fn();
  const view = await renderWithAddresses(<Harness initialId={initialId} onSelect={onSelect} />, options);
  return { ...view, onSelect };
}

describe('Address summary', () => {
  it('shows the chosen address: name, type, phone and lines', async () => {
    await renderSummary(8);
    expect(screen.getByText('Sam Office')).toBeInTheDocument();
    expect(screen.getByText('Office')).toBeInTheDocument();
    expect(screen.getByText('+1 555 010 0002')).toBeInTheDocument();
    expect(screen.getByText('200 Harbor Avenue')).toBeInTheDocument();
    expect(screen.getByText('Suite 310')).toBeInTheDocument();
    expect(screen.getByText('Harborside, 10004')).toBeInTheDocument();
    expect(screen.queryByText('Sam Shopper')).not.toBeInTheDocument();
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
  });

  it('changes the address through the change-address dialog', async () => {
    const { user, onSelect } = await renderSummary(7);
    expect(screen.getByText('4B, 12 Market Street')).toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Change address' });
    expect(change).toHaveTextContent('Change');
    await user.click(change);

    const dialog = await screen.findByRole('dialog', { name: 'Change Address' });
    expect(within(dialog).getByRole('radio', { name: /Sam Shopper/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Sam Office/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));

    expect(onSelect).toHaveBeenCalledExactlyOnceWith(8);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('200 Harbor Avenue')).toBeInTheDocument();
    await waitFor(() => expect(change).toHaveFocus());
  });

  it('asks a shopper without an address to add one, and ships to it once saved', async () => {
    const { user, onSelect } = await renderSummary(null, { addresses: [] });
    expect(screen.getByText('You have no saved address yet. Add one to place your order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));

    const form = await screen.findByRole('dialog', { name: 'Add New Address' });
    await fillRequired(user, { name: 'Sam Elm', line: '9 Elm Road' });
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(onSelect).toHaveBeenCalledExactlyOnceWith(100));
    expect(await screen.findByText('9 Elm Road')).toBeInTheDocument();
    expect(screen.getByText('Sam Elm')).toBeInTheDocument();
    // The first address is the default.
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change address' })).toBeInTheDocument();
  });

  it('lets the shopper choose when no address is chosen yet', async () => {
    const { user, onSelect } = await renderSummary(null);
    expect(screen.getByText('Choose the address to deliver to.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Address' });
    await user.click(within(dialog).getByRole('radio', { name: /Sam Shopper/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('says when the addresses could not be loaded, and loads them again on Try again', async () => {
    const { user, book } = await renderSummary(null, { failFirstLoad: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not reach the shop. Check your connection and try again.',
    );
    book.failLoads(false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Choose the address to deliver to.')).toBeInTheDocument();
  });
});
