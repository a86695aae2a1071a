import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type AuthView,
  afterRoundTrip,
  chooseCountry,
  expectClosedCleanly,
  findDialog,
  refused,
  renderAuthDialogs,
  verifiedAnswer,
} from './support';

const country = () => screen.getByRole('combobox', { name: 'Country' });
const emailOrPhone = () => screen.getByRole('textbox', { name: 'Email or Phone' });
const newPassword = () => screen.getByLabelText(/^New Password/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Confirm Password/, { selector: 'input' });

/** Opens forgot password and waits for the country list (the combobox starts focused). */
async function openForgot(options: Parameters<typeof renderAuthDialogs>[0] = {}) {
  const view = renderAuthDialogs({
    step: 'forgot',
    ...options,
    calls: { verifyOtp: afterRoundTrip(() => verifiedAnswer('rst_1')), ...options.calls },
  });
  await findDialog('Forgot Password');
  await waitFor(() => expect(country()).toHaveFocus());
  await waitFor(() => expect(country()).not.toHaveAccessibleDescription('Loading countries…'));
  return view;
}

/** Step one by keyboard: United States, then the e-mail address, sent with Enter. */
async function requestCode({ user }: AuthView) {
  await chooseCountry(user, 'United');
  await user.tab();
  await user.keyboard('shopper@example.com{Enter}');
}

describe('Forgot password', () => {
  it('says which field is missing, focuses the first, and sends nothing', async () => {
    const { user, calls } = await openForgot();
    await user.tab();
    expect(emailOrPhone()).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('The country field is required')).toBeInTheDocument();
    expect(screen.getByText('The phone or email field is required')).toBeInTheDocument();
    expect(country()).toHaveAttribute('aria-invalid', 'true');
    expect(country()).toHaveAccessibleDescription('The country field is required');
    expect(emailOrPhone()).toHaveAttribute('aria-invalid', 'true');
    expect(emailOrPhone()).toHaveAccessibleDescription('The phone or email field is required');
    expect(calls.sendOtp).not.toHaveBeenCalled();
    // Focus goes to the first field in error, where its error is read with it.
    expect(country()).toHaveFocus();

    // Filling a field takes its error away.
    await chooseCountry(user, 'United');
    expect(screen.queryByText('The country field is required')).not.toBeInTheDocument();
    expect(screen.getByText('The phone or email field is required')).toBeInTheDocument();
  });

  it('goes from the request to the code to a new password, then back to login', async () => {
    const view = await openForgot();
    const { user, calls, emitted } = view;
    await requestCode(view);
    expect(calls.sendOtp).toHaveBeenCalledWith(
      { phone: 'shopper@example.com', phone_code: '+1', forgot_password: 1 },
      expect.any(AbortSignal),
    );

    await findDialog('Verification Code');
    expect(screen.getByText('If an account matches, we have sent a code to your email.')).toBeInTheDocument();
    expect(screen.getByText('sh*****@example.com')).toBeInTheDocument();
    // The request step already sent the code: the code step does not send another.
    expect(calls.sendOtp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus());
    await user.keyboard('4821{Enter}');
    expect(calls.verifyOtp).toHaveBeenCalledWith(
      { phone: 'shopper@example.com', otp: '4821' },
      expect.any(AbortSignal),
    );

    await findDialog('Reset Password');
    await waitFor(() => expect(newPassword()).toHaveFocus());
    await user.keyboard('new-secret-1');
    await user.tab(); // the show/hide toggle
    await user.tab();
    expect(confirmation()).toHaveFocus();
    await user.keyboard('new-secret-2{Enter}');

    expect(await screen.findByText('Confirm Password does not match.')).toBeInTheDocument();
    expect(confirmation()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation()).toHaveAccessibleDescription('Confirm Password does not match.');
    expect(calls.resetPassword).not.toHaveBeenCalled();

    await user.keyboard('{Backspace}1');
    expect(screen.queryByText('Confirm Password does not match.')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(calls.resetPassword).toHaveBeenCalledWith(
      { password: 'new-secret-1', password_confirmation: 'new-secret-1', token: 'rst_1' },
      expect.any(AbortSignal),
    );

    await findDialog('Log In');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // The parent machine emits the success toast; the app shows it.
    expect(emitted).toContainEqual({
      type: 'auth.toast',
      kind: 'success',
      message: 'Password reset successfully. Please log in.',
    });
    expect(view.consoleError).not.toHaveBeenCalled();
  });

  it("shows a refused request's message as a toast and its field errors under the fields", async () => {
    const view = await openForgot({
      calls: {
        sendOtp: async () => {
          throw refused('Too many attempts.', { phone: 'Please wait a minute before asking again.' });
        },
      },
    });
    await requestCode(view);
    await screen.findByText('Please wait a minute before asking again.');
    expect(emailOrPhone()).toHaveAccessibleDescription('Please wait a minute before asking again.');
    expect(view.onToast).toHaveBeenCalledWith({ type: 'auth.toast', kind: 'error', message: 'Too many attempts.' });
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it("shows a refused reset's message as a toast and its field errors under the fields", async () => {
    const view = await openForgot({
      calls: {
        resetPassword: async () => {
          throw refused('The given data was invalid.', { password: 'The password must be at least 8 characters.' });
        },
      },
    });
    await requestCode(view);
    await findDialog('Verification Code');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus());
    await view.user.keyboard('4821{Enter}');
    await findDialog('Reset Password');
    await waitFor(() => expect(newPassword()).toHaveFocus());
    await view.user.keyboard('short');
    await view.user.tab();
    await view.user.tab();
    await view.user.keyboard('short{Enter}');

    await screen.findByText('The password must be at least 8 characters.');
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword()).toHaveAccessibleDescription('The password must be at least 8 characters.');
    expect(view.onToast).toHaveBeenCalledWith({
      type: 'auth.toast',
      kind: 'error',
      message: 'The given data was invalid.',
    });
  });

  it('closes from each step with Escape', async () => {
    const request = await openForgot();
    await request.user.keyboard('{Escape}');
    expectClosedCleanly(request);
    request.unmount();

    const code = await openForgot();
    await requestCode(code);
    await findDialog('Verification Code');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus());
    await code.user.keyboard('{Escape}');
    expectClosedCleanly(code);
    code.unmount();

    const reset = await openForgot();
    await requestCode(reset);
    await findDialog('Verification Code');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus());
    await reset.user.keyboard('4821{Enter}');
    await findDialog('Reset Password');
    await waitFor(() => expect(newPassword()).toHaveFocus());
    await reset.user.keyboard('{Escape}');
    expectClosedCleanly(reset);
    expect(reset.calls.resetPassword).not.toHaveBeenCalled();
  });
});
