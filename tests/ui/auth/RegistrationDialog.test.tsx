import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type AuthView,
  chooseCountry,
  expectClosedCleanly,
  findDialog,
  refused,
  renderAuthDialogs,
  signedInAnswer,
} from './support';

const field = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

/** Fills the whole form by keyboard, from the first field to the password (focus ends in the password). */
async function fillForm(user: AuthView['user'], phone = '501234567') {
  await user.keyboard('Sam Shopper');
  await user.tab();
  await chooseCountry(user, 'Saudi');
  await user.tab();
  await user.keyboard(phone);
  await user.tab();
  await user.keyboard('sam@example.com');
  await user.tab();
  await user.keyboard('secret-123');
}

describe('Registration dialog', () => {
  it('is named "Sign Up" and labels every field, starting in Full Name', async () => {
    const { listCountries } = renderAuthDialogs({ step: 'registration' });
    await findDialog('Sign Up');
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(listCountries).toHaveBeenCalledTimes(1);
  });

  it('shows the calling code of the country chosen by keyboard', async () => {
    const { user } = renderAuthDialogs({ step: 'registration' });
    await findDialog('Sign Up');
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    await user.tab();
    const country = await chooseCountry(user, 'Saudi');

    expect(country).toHaveValue('Saudi Arabia (+966)');
    expect(screen.getByText('+966')).toBeInTheDocument();
    expect(field('Phone')).toHaveAccessibleDescription('Digits only, 9 to 16, after the country code +966.');
  });

  it('refuses a letter typed into Phone', async () => {
    const { user } = renderAuthDialogs({ step: 'registration' });
    await findDialog('Sign Up');
    await user.click(field('Phone'));
    await user.keyboard('55a');

    const phone = field('Phone');
    expect(phone).toHaveValue('55');
    expect(screen.getByText('The phone number may contain digits only.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('The phone number may contain digits only.'));

    // The next digit is taken, and the error goes.
    await user.keyboard('5');
    expect(phone).toHaveValue('555');
    expect(screen.queryByText('The phone number may contain digits only.')).not.toBeInTheDocument();
  });

  it('says a phone is too short and sends nothing', async () => {
    const view = renderAuthDialogs({ step: 'registration' });
    await findDialog('Sign Up');
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    await fillForm(view.user, '12345');
    await view.user.keyboard('{Enter}');

    expect(await screen.findByText('The phone number must have at least 9 digits.')).toBeInTheDocument();
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('The phone number must have at least 9 digits.'),
    );
    expect(view.calls.register).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it("shows the server's field errors under their fields, without a toast", async () => {
    const { user, onToast } = renderAuthDialogs({
      step: 'registration',
      calls: {
        register: async () => {
          throw refused('The given data was invalid.', {
            email: 'The email has already been taken.',
            password: 'The password must be at least 8 characters.',
          });
        },
      },
    });
    await findDialog('Sign Up');
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    await fillForm(user);
    await user.keyboard('{Enter}');

    await screen.findByText('The email has already been taken.');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('The email has already been taken.');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('The password must be at least 8 characters.');
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(onToast).not.toHaveBeenCalled();
  });

  it('sends the form, signs in and closes', async () => {
    const view = renderAuthDialogs({ step: 'registration' });
    await findDialog('Sign Up');
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    await fillForm(view.user);
    await view.user.keyboard('{Enter}');

    expect(view.calls.register).toHaveBeenCalledWith(
      {
        name: 'Sam Shopper',
        country: 'Saudi Arabia',
        phone_code: '+966',
        phone: '501234567',
        email: 'sam@example.com',
        password: 'secret-123',
      },
      expect.any(AbortSignal),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.emitted).toContainEqual(expect.objectContaining({ type: 'auth.signedIn', token: 'token-new' }));
    expect(view.emitted).toContainEqual({
      type: 'auth.toast',
      kind: 'success',
      message: 'Registration successfully',
      durationMs: 3000,
    });
    expectClosedCleanly(view);
  });

  it('opens the code dialog after registering when new accounts verify a code', async () => {
    const view = renderAuthDialogs({
      step: 'registration',
      input: { registerOtpVerify: true },
      calls: { register: async () => signedInAnswer('Registration successfully', 'token-new') },
    });
    await findDialog('Sign Up');
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    await fillForm(view.user);
    await view.user.keyboard('{Enter}');

    await findDialog('Verification Code');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(view.calls.sendOtp).toHaveBeenCalledTimes(1));
    expect(view.calls.sendOtp).toHaveBeenCalledWith(
      { phone: 'sam@example.com', phone_code: null, forgot_password: null },
      expect.any(AbortSignal),
    );
  });

  it('returns to login with "Log in", and closes with Escape', async () => {
    const view = renderAuthDialogs({ step: 'registration' });
    const dialog = await findDialog('Sign Up');
    await view.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await findDialog('Log In');

    await view.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await findDialog('Sign Up');
    await view.user.keyboard('{Escape}');
    expectClosedCleanly(view);
  });
});
