import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { renderAuthDialogs } from '../auth/support';
import { listen } from './spoken';

const emailOrPhone = () => screen.getByRole('textbox', { name: 'Email or Phone' });

/** The login dialog on a server that refuses every login with `refusal`. */
async function openLogin(refusal: ApiError) {
  const view = renderAuthDialogs({
    calls: {
      login: async () => {
        throw refusal;
      },
    },
  });
  await screen.findByRole('dialog', { name: 'Log In' });
  await waitFor(() => expect(emailOrPhone()).toHaveFocus());
  return view;
}

describe('The login form, heard through a screen reader', () => {
  it('starts in "Email or Phone", said to be required', async () => {
    const reader = await listen();
    await openLogin(new ApiError(422, 'Unused'));
    expect(await reader.spoken()).toEqual(['dialog, Log In', 'textbox, Email or Phone, required']);
  });

  it("says each empty field's error with the field, as invalid, after an empty submit", async () => {
    const reader = await listen();
    const { user, onToast } = await openLogin(
      new ApiError(422, 'The phone field is required. (and 1 more error)', {
        phone: 'The phone field is required.',
        password: 'The password field is required.',
      }),
    );
    await user.keyboard('{Enter}');
    await screen.findByText('The password field is required.');
    expect(onToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
    await reader.mark();

    await user.tab();
    await user.tab({ shift: true });
    expect(await reader.spoken()).toEqual([
      // A hidden password has no role, and this reader gives states only to roles: its name and its error.
      'Password, The password field is required.',
      'textbox, Email or Phone, The phone field is required., invalid, required',
    ]);
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the refused credentials with "Email or Phone", and no longer once it is edited', async () => {
    const reader = await listen();
    const { user } = await openLogin(
      new ApiError(422, 'The provided credentials are incorrect.', {
        phone: 'These credentials do not match our records.',
      }),
    );
    await user.keyboard('me@example.com');
    await user.tab();
    await user.keyboard('wrong-password{Enter}');
    await screen.findByText('These credentials do not match our records.');
    await reader.mark();

    // The refused form puts focus on the field the error is about; away and back, it is read with it.
    expect(screen.getByRole('textbox', { name: 'Email or Phone' })).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(await reader.virtual.lastSpokenPhrase()).toBe(
      'textbox, Email or Phone, me@example.com, These credentials do not match our records., invalid, required',
    );
    await user.keyboard('{End}m');
    await user.tab();
    await user.tab({ shift: true });
    expect(await reader.virtual.lastSpokenPhrase()).toBe('textbox, Email or Phone, me@example.comm, required');
  });
});
