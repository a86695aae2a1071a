import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ReturnProductPicker } from '../../../src/ui/returns/ReturnProductPicker';
import { fakeApi, renderReturnsPage, returnableOrder } from './returns-harness';

/** The picker as a form holds it: the chosen ids, and the error a submit with none chosen shows. */
function Picker({ error }: { error?: string }) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <>
      <ReturnProductPicker
        products={returnableOrder().products}
        value={chosen}
        onChange={setChosen}
        errorMessage={error}
      />
      <output aria-label="Chosen">{chosen.join(',')}</output>
    </>
  );
}

function renderPicker(error?: string) {
  return renderReturnsPage(<Picker error={error} />, { path: '/', pattern: '/', api: fakeApi({}) });
}

describe('ReturnProductPicker', () => {
  it('lists every line; a returned one says so and cannot be chosen', async () => {
    const { user } = renderPicker();
    const group = await screen.findByRole('group', { name: 'Products to return' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    const beanie = within(group).getByRole('checkbox', { name: /Wool Beanie/ });
    expect(beanie).toBeDisabled();
    expect(within(group).getByText('Already returned')).toBeInTheDocument();
    expect(within(group).getAllByText('Already returned')).toHaveLength(1);

    await user.click(within(group).getByText('Wool Beanie'));
    expect(beanie).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('');
  });

  it('chooses and unchooses lines by their product id, from the keyboard too', async () => {
    const { user } = renderPicker();
    const lamp = await screen.findByRole('checkbox', { name: /Desk Lamp/ });
    await user.click(lamp);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /USB-C Cable/ })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('16,17');

    await user.click(lamp);
    expect(lamp).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('17');
  });

  it('is required, and shows its error under the group, tied to the choices', async () => {
    renderPicker('Choose at least one product to return.');
    const group = await screen.findByRole('group', { name: /Products to return/ });
    expect(within(group).getByText('Choose at least one product to return.')).toBeInTheDocument();
    const lamp = within(group).getByRole('checkbox', { name: /Desk Lamp/ });
    expect(lamp).toHaveAttribute('aria-invalid', 'true');
    expect(lamp).toBeRequired();
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Choose at least one product to return.'));
  });
});
