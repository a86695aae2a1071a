import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../src/machines/address-form/address-form.types';
import { selectAddresses } from '../../../src/machines/session/session.selectors';
import { AddressFormDialog } from '../../../src/ui/address/AddressFormDialog';
import { fillRequired, homeAddress, officeAddress, renderWithAddresses, textbox } from './support';

function renderDialog(address: Address | null = null, options: Parameters<typeof renderWithAddresses>[1] = {}) {
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  const rendered = renderWithAddresses(
    <AddressFormDialog isOpen onOpenChange={onOpenChange} address={address} onSaved={onSaved} />,
    options,
  );
  return rendered.then((view) => ({ ...view, onSaved, onOpenChange }));
}

describe('Address form dialog', () => {
  it('is named "Add New Address", starts in Name and gives every field its autocomplete purpose', async () => {
    await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Add New Address');
    await waitFor(() => expect(textbox('Name')).toHaveFocus());

    const purposes = {
      Name: 'name',
      Phone: 'tel-national',
      'Address Line': 'address-line1',
      'Address Line 2': 'address-line2',
      Area: 'address-level2',
      'Flat No': 'address-line3',
      'Post Code': 'postal-code',
    };
    for (const [label, token] of Object.entries(purposes)) {
      expect(textbox(label)).toHaveAttribute('autocomplete', token);
    }
    expect(textbox('Phone')).toHaveAttribute('inputmode', 'numeric');
    expect(textbox('Phone')).toHaveAccessibleDescription('Digits only, 9 to 16.');
    const type = screen.getByRole('radiogroup', { name: 'Address Type' });
    expect(within(type).getByRole('radio', { name: 'Home' })).toBeChecked();
    expect(within(type).getByRole('radio', { name: 'Office' })).not.toBeChecked();
    expect(within(type).getByRole('radio', { name: 'Other' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked();
  });

  it('names each missing required field under it, sends nothing and moves focus to the first', async () => {
    const { user, book } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(textbox('Name')).toHaveAccessibleDescription('The name field is required.');
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Phone')).toHaveAccessibleDescription(expect.stringContaining('The phone field is required.'));
    expect(textbox('Address Line')).toHaveAccessibleDescription('The address line field is required.');
    expect(textbox('Address Line 2')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(textbox('Name')).toHaveFocus());
    expect(book.writes).toEqual([]);

    await user.type(textbox('Name'), 'Sam');
    expect(textbox('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The name field is required.')).not.toBeInTheDocument();
  });

  it('takes digits only in Phone and checks its length against the settings', async () => {
    const { user, book } = await renderDialog(null, { settings: { phone_min_length: 10, phone_max_length: 12 } });
    expect(textbox('Phone')).toHaveAccessibleDescription('Digits only, 10 to 12.');
    await user.type(textbox('Phone'), '55a');
    expect(textbox('Phone')).toHaveValue('55');
    expect(textbox('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('The phone number may contain digits only.'),
    );

    await user.clear(textbox('Phone'));
    await fillRequired(user, { phone: '555010000' });
    await user.keyboard('{Enter}');
    expect(textbox('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('The phone number must have at least 10 digits.'),
    );
    await waitFor(() => expect(textbox('Phone')).toHaveFocus());
    expect(book.writes).toEqual([]);
  });

  it('stores the address, reloads the addresses, says so and closes with the saved address', async () => {
    const { user, book, session, onSaved, onOpenChange } = await renderDialog();
    await fillRequired(user);
    await user.click(textbox('Flat No'));
    await user.paste(' 2A ');
    await user.click(screen.getByRole('radio', { name: 'Office' }));
    await user.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(book.writes).toEqual([
      {
        path: '/api/address/store',
        body: {
          name: 'Sam Shopper',
          phone: '5550100003',
          address_line: '9 Elm Road',
          address_line2: null,
          area: null,
          flat_no: '2A',
          post_code: null,
          address_type: 'office',
          is_default: true,
          latitude: null,
          longitude: null,
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 100, address_line: '9 Elm Road' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() =>
      expect(selectAddresses(session.getSnapshot()).map((address) => [address.id, address.is_default])).toEqual([
        [100, true],
        [7, false],
        [8, false],
      ]),
    );
  });

  it("shows the server's field errors under their fields, keeps the typed values and moves focus there", async () => {
    const { user, book, onOpenChange } = await renderDialog();
    book.answerNext(422, {
      message: 'The phone field must be between 9 and 16 digits.',
      errors: { phone: ['The phone field must be between 9 and 16 digits.', 'Another rule.'] },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(textbox('Phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(textbox('Phone')).toHaveAccessibleDescription(
      'Digits only, 9 to 16. The phone field must be between 9 and 16 digits.',
    );
    expect(screen.queryByText('Another rule.')).not.toBeInTheDocument();
    await waitFor(() => expect(textbox('Phone')).toHaveFocus());
    expect(textbox('Name')).toHaveValue('Sam Shopper');
    expect(textbox('Address Line')).toHaveValue('9 Elm Road');
    // Under the field only, not in a toast as well.
    expect(screen.getAllByText('The phone field must be between 9 and 16 digits.')).toHaveLength(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows a refusal without field errors as a toast with the server's message, keeping the form", async () => {
    const { user, book, onSaved } = await renderDialog();
    book.answerNext(500, { message: 'Server Error' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
    expect(textbox('Address Line')).toHaveValue('9 Elm Road');
    expect(onSaved).not.toHaveBeenCalled();

    // Sent again, it is saved.
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(book.writes).toHaveLength(2);
  });

  it('edits an address: "Edit Address", filled in, sent to its update', async () => {
    const { user, book, onSaved } = await renderDialog(officeAddress);
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('Sam Office');
    expect(textbox('Address Line 2')).toHaveValue('Suite 310');
    expect(screen.getByRole('radio', { name: 'Office' })).toBeChecked();
    await user.tripleClick(textbox('Post Code'));
    await user.paste('10005');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    expect(book.writes).toEqual([
      { path: '/api/address/8/update', body: expect.objectContaining({ post_code: '10005', is_default: false }) },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 8, post_code: '10005' }));
  });

  it('keeps the default address the default, saying so instead of offering the box', async () => {
    const { user, book } = await renderDialog(homeAddress);
    expect(screen.getByText('This is your default address.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await screen.findByText('Address updated successfully');
    expect(book.writes[0]?.body.is_default).toBe(true);
  });

  it("makes the shopper's first address the default", async () => {
    const { user, book } = await renderDialog(null, { addresses: [] });
    expect(screen.getByText('Your first address becomes your default address.')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await screen.findByText('Address added successfully');
    expect(book.writes[0]?.body.is_default).toBe(true);
  });

  it('closes on Cancel without sending anything', async () => {
    const { user, book, onOpenChange } = await renderDialog();
    await user.type(textbox('Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(book.writes).toEqual([]);
  });
});
