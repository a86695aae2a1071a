import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { expectClosedCleanly, findDialog, pendingCall, renderAuthDialogs, signedInAnswer } from './support';

const emailOrPhone = () => screen.getByRole('textbox', { name: 'Email or Phone' });
// A hidden password has no textbox role: find it by its label.
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('Login dialog', () => {
  it('is named "Log In" and starts in "Email or Phone"', async () => {
    renderAuthDialogs();
    await findDialog('Log In');
    await waitFor(() => expect(emailOrPhone()).toHaveFocus());
    expect(emailOrPhone()).toHaveValue('');
    expect(password()).toHaveValue('');
  });

  it('starts filled with the login defaults (the demo customer in a local environment)', async () => {
    renderAuthDialogs({ input: { loginDefaults: { phone: 'shopper@example.com', password: 'shopper-demo-1' } } });
    await findDialog('Log In');
    expect(emailOrPhone()).toHaveValue('shopper@example.com');
    expect(password()).toHaveValue('shopper-demo-1');
  });

  it('shows and hides the password with its toggle, by keyboard', async () => {
    const { user } = renderAuthDialogs();
    await findDialog('Log In');
    await user.keyboard('me@example.com');
    await user.tab();
    await user.keyboard('secret-1');
    expect(password()).toHaveAttribute('type', 'password');

    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveValue('secret-1');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();

    await user.keyboard(' ');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('sends the typed values when Enter is pressed, signs in, closes and hands the session on', async () => {
    const login = pendingCall<ReturnType<typeof signedInAnswer>>();
    const view = renderAuthDialogs({ calls: { login: login.run } });
    const { user, emitted } = view;
    await findDialog('Log In');
    await user.keyboard('me@example.com');
    await user.tab();
    await user.keyboard('secret-1{Enter}');

    expect(login.run).toHaveBeenCalledTimes(1);
    expect(login.run).toHaveBeenCalledWith({ phone: 'me@example.com', password: 'secret-1' }, expect.any(AbortSignal));
    // While the call runs, the submit button says it is busy.
    expect(screen.getByRole('button', { name: /Log In.*Loading/ })).toBeInTheDocument();

    login.resolve(signedInAnswer('Login successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'auth.signedIn', token: 'token-1' }));
    expect(emitted).toContainEqual({
      type: 'auth.toast',
      kind: 'success',
      message: 'Login successfully',
      durationMs: 3000,
    });
    expectClosedCleanly(view);
  });

  it('shows a refused login: the field error under its field, the message as an error toast', async () => {
    const refusal = new ApiError(422, 'The provided credentials are incorrect.', {
      phone: 'These credentials do not match our records.',
    });
    const { user, onToast } = renderAuthDialogs({
      calls: {
        login: async () => {
          throw refusal;
        },
      },
    });
    await findDialog('Log In');
    await user.keyboard('me@example.com');
    await user.tab();
    await user.keyboard('wrong-password{Enter}');

    const error = await screen.findByText('These credentials do not match our records.');
    expect(emailOrPhone()).toHaveAttribute('aria-invalid', 'true');
    expect(emailOrPhone()).toHaveAccessibleDescription('These credentials do not match our records.');
    // Under its own field: after that input, before the next one.
    expect(emailOrPhone().compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(password().compareDocumentPosition(error) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(onToast).toHaveBeenCalledWith({
      type: 'auth.toast',
      kind: 'error',
      message: 'The provided credentials are incorrect.',
    });
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();

    // Editing the field takes its error away.
    await user.click(emailOrPhone());
    await user.keyboard('m');
    expect(screen.queryByText('These credentials do not match our records.')).not.toBeInTheDocument();
    expect(emailOrPhone()).not.toHaveAttribute('aria-invalid');
  });

  it('switches to registration with "Sign Up" and to forgot password with "Forgot Password"', async () => {
    const { user, actor } = renderAuthDialogs();
    const login = await findDialog('Log In');
    await user.click(within(login).getByRole('button', { name: 'Sign Up' }));
    const registration = await findDialog('Sign Up');
    await user.click(within(registration).getByRole('button', { name: 'Log in' }));
    await findDialog('Log In');

    // Email or Phone, Password, the show/hide toggle, then Forgot Password.
    await waitFor(() => expect(emailOrPhone()).toHaveFocus());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Forgot Password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await findDialog('Forgot Password');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(actor.getSnapshot().matches({ forgot: 'request' })).toBe(true);
  });

  it('shows a provider button only for the providers set active', async () => {
    const { user, calls } = renderAuthDialogs({
      socialAuths: [
        { name: 'google', is_active: true, client_id: 'google-client' },
        { name: 'facebook', is_active: false, client_id: 'facebook-client' },
        { name: 'apple', is_active: true, client_id: 'apple-client' },
      ],
    });
    const dialog = await findDialog('Log In');
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(calls.socialLogin).toHaveBeenCalledTimes(1));
    expect(calls.googleSignIn).toHaveBeenCalledTimes(1);
    expect(calls.socialLogin.mock.calls[0]?.[0]).toBe('google');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no provider buttons when none is active', async () => {
    renderAuthDialogs({ socialAuths: [{ name: 'facebook', is_active: false }] });
    const dialog = await findDialog('Log In');
    expect(within(dialog).queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('closes with Escape, sending nothing', async () => {
    const view = renderAuthDialogs();
    await findDialog('Log In');
    await view.user.keyboard('me@example.com{Escape}');
    expectClosedCleanly(view);
    expect(view.calls.login).not.toHaveBeenCalled();
  });

  it('closes with its Close button', async () => {
    const view = renderAuthDialogs();
    const dialog = await findDialog('Log In');
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expectClosedCleanly(view);
  });
});
