import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectAddresses } from '../../../src/machines/session/session.selectors';
import EditAddressPage from '../../../src/ui/pages/EditAddressPage';
import NewAddressPage from '../../../src/ui/pages/NewAddressPage';
import { renderAddressPage } from './address-pages';
import { fillRequired, textbox } from './support';

const EDIT = '/manage-address/:id/edit';

describe('NewAddressPage', () => {
  it('is a form named by the page heading, with Cancel back to the list', async () => {
    const { user, url } = await renderAddressPage(<NewAddressPage />, { path: '/manage-address/new' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Address' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New Address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your addresses' })).toHaveAttribute('href', '/manage-address');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(url()).toBe('/manage-address');
  });

  it("shows the server's field errors under their fields and keeps what was typed", async () => {
    const { user, book, url } = await renderAddressPage(<NewAddressPage />, { path: '/manage-address/new' });
    book.answerNext(422, {
      message: 'The phone field must be between 9 and 16 digits.',
      errors: {
        phone: ['The phone field must be between 9 and 16 digits.'],
        post_code: ['The post code must be 5 digits.'],
      },
    });
    await fillRequired(user);
    await user.type(textbox('Post Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(textbox('Phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(textbox('Phone')).toHaveAccessibleDescription(
      'Digits only, 9 to 16. The phone field must be between 9 and 16 digits.',
    );
    expect(textbox('Post Code')).toHaveAccessibleDescription('The post code must be 5 digits.');
    expect(textbox('Name')).toHaveValue('Sam Shopper');
    expect(textbox('Post Code')).toHaveValue('123');
    expect(url()).toBe('/manage-address/new');

    await user.clear(textbox('Post Code'));
    await user.type(textbox('Post Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/manage-address'));
    expect(book.writes.at(-1)).toMatchObject({ path: '/api/address/store', body: { post_code: '12345' } });
  });

  it('adds the address, tells the session and goes back to the list', async () => {
    const { user, session, url } = await renderAddressPage(<NewAddressPage />, { path: '/manage-address/new' });
    await fillRequired(user, { line: '9 Elm Road' });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(url()).toBe('/manage-address'));
    await waitFor(() =>
      expect(selectAddresses(session.getSnapshot()).map((address) => address.address_line)).toContain('9 Elm Road'),
    );
  });
});

describe('EditAddressPage', () => {
  it('fills the form with the address and saves the change over it', async () => {
    const { user, book, url } = await renderAddressPage(<EditAddressPage />, {
      path: '/manage-address/8/edit',
      pattern: EDIT,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Edit Address' });
    expect(textbox('Address Line')).toHaveValue('200 Harbor Avenue');
    expect(textbox('Address Line 2')).toHaveValue('Suite 310');
    expect(within(form).getByRole('radio', { name: 'Office' })).toBeChecked();

    await user.clear(textbox('Address Line'));
    await user.type(textbox('Address Line'), '201 Harbor Avenue');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/manage-address'));
    expect(book.writes).toEqual([
      expect.objectContaining({
        path: '/api/address/8/update',
        body: expect.objectContaining({ address_line: '201 Harbor Avenue', address_type: 'office' }),
      }),
    ]);
  });

  it.each([
    ['an id that is not among the customer’s addresses', '/manage-address/3/edit'],
    ['an id that is no number', '/manage-address/abc/edit'],
  ])('shows not-found for %s, with the way back and no form', async (_case, path) => {
    await renderAddressPage(<EditAddressPage />, { path, pattern: EDIT });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Address not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to your addresses' })).toHaveAttribute(
      'href',
      '/manage-address',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
