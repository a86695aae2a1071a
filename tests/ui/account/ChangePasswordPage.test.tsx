import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ChangePasswordPage from '../../../src/ui/pages/ChangePasswordPage';
import { demoUser } from '../support/session';
import { fakeAccountApi, json, notifications, renderAccountPage } from './account-harness';

const current = () => screen.getByLabelText(/^Current Password/, { selector: 'input' });
const next = () => screen.getByLabelText(/^New Password/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Confirm Password/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Update Password' });

function openChangePassword(answers: Response[] = []) {
  const api = fakeAccountApi({
    'POST /change-password': () => answers.shift() ?? { message: 'Password changed successfully' },
  });
  return { ...renderAccountPage(ChangePasswordPage, { api, user: demoUser }), api };
}

describe('Change Password page', () => {
  it('has three required password fields for password managers, each with a show/hide toggle', async () => {
    const { user } = openChangePassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change Password' })).toBeInTheDocument();
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(next()).toHaveAttribute('autocomplete', 'new-password');
    expect(next()).toHaveAccessibleDescription('At least 8 characters.');
    expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');
    for (const field of [current(), next(), confirmation()]) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('type', 'password');
    }

    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    await user.type(next(), 'n3w-Secret!');
    await user.click(toggles[1] as HTMLElement);
    expect(next()).toHaveAttribute('type', 'text');
    expect(next()).toHaveValue('n3w-Secret!');
    expect(current()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(next()).toHaveAttribute('type', 'password');

    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(current()).toHaveAttribute('type', 'text');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[1] as HTMLElement);
    expect(confirmation()).toHaveAttribute('type', 'text');
  });

  it('checks the fields before sending: all required, 8 characters, the confirmation repeated', async () => {
    const { user, api } = openChangePassword();
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(current()).toHaveAccessibleDescription('The current password field is required.');
    expect(next()).toHaveAccessibleDescription(expect.stringContaining('The new password field is required.'));
    expect(confirmation()).toHaveAccessibleDescription('The confirm password field is required.');
    await waitFor(() => expect(current()).toHaveFocus());

    await user.type(current(), 'old secret');
    await user.type(next(), 'short');
    await user.type(confirmation(), 'shorter');
    await user.click(submit());
    expect(next()).toHaveAccessibleDescription(
      expect.stringContaining('The new password must be at least 8 characters.'),
    );
    expect(confirmation()).toHaveAccessibleDescription('Confirm Password does not match.');
    expect(confirmation()).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's error under the current password, then changes it: the message, and the fields emptied", async () => {
    const wrong = json(422, {
      message: 'The password is incorrect.',
      errors: { current_password: ['The password is incorrect.'] },
    });
    const { user, api } = openChangePassword([wrong]);
    await user.type(await screen.findByLabelText(/^Current Password/, { selector: 'input' }), 'wrong one');
    await user.type(next(), 'n3w-Secret!');
    await user.type(confirmation(), 'n3w-Secret!');
    await user.click(submit());

    await waitFor(() => expect(current()).toHaveAccessibleDescription('The password is incorrect.'));
    await waitFor(() => expect(current()).toHaveFocus());
    expect(next()).toHaveValue('n3w-Secret!');

    await user.clear(current());
    expect(current()).not.toHaveAttribute('aria-invalid');
    await user.type(current(), 'cart-shopper-1');
    await user.click(submit());

    await waitFor(() => expect(within(notifications()).getByText('Password changed successfully')).toBeInTheDocument());
    for (const field of [current(), next(), confirmation()]) expect(field).toHaveValue('');
    expect(api.writes()).toEqual([
      {
        call: 'POST /change-password',
        body: { current_password: 'wrong one', password: 'n3w-Secret!', password_confirmation: 'n3w-Secret!' },
      },
      {
        call: 'POST /change-password',
        body: { current_password: 'cart-shopper-1', password: 'n3w-Secret!', password_confirmation: 'n3w-Secret!' },
      },
    ]);
  });

  it('a refusal that names no field is shown as a toast, with what was typed kept', async () => {
    const { user } = openChangePassword([json(429, { message: 'Too many attempts. Try again in a minute.' })]);
    await user.type(await screen.findByLabelText(/^Current Password/, { selector: 'input' }), 'old secret');
    await user.type(next(), 'n3w-Secret!');
    await user.type(confirmation(), 'n3w-Secret!');
    await user.click(submit());
    await waitFor(() =>
      expect(within(notifications()).getByText('Too many attempts. Try again in a minute.')).toBeInTheDocument(),
    );
    expect(current()).toHaveValue('old secret');
  });
});
