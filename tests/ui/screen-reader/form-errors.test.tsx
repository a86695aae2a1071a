import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findDialog, refused, renderAuthDialogs } from '../auth/support';

afterEach(async () => {
  await virtual.stop();
});

/** What the virtual screen reader said since it started. */
const spoken = () => virtual.spokenPhraseLog();

describe('what a screen reader says when a form is refused', () => {
  it('registration: an empty submit marks every field and the reader lands on the first, with its error', async () => {
    const { user, calls } = renderAuthDialogs({ step: 'registration', input: { phoneRequired: true } });
    const dialog = await findDialog('Sign Up');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveFocus());
    await virtual.start({ container: dialog });

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(async () =>
      expect(await spoken()).toContain('textbox, Full Name, The name field is required., invalid, required'),
    );
    expect(calls.register).not.toHaveBeenCalled();
    // Every other field says what is wrong when the reader reaches it.
    for (const [name, error] of [
      ['Email', 'The email field is required.'],
      ['Phone', 'The phone field is required.'],
    ] as const) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(expect.stringContaining(error));
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'The country field is required.',
    );
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(
      'The password field is required.',
    );
  });

  it("login: the server's refusal takes the reader to the field it names, which says why", async () => {
    const { user } = renderAuthDialogs({
      step: 'login',
      calls: {
        login: async () => {
          throw refused('The provided credentials are incorrect.', {
            phone: 'The provided credentials are incorrect.',
          });
        },
      },
    });
    const dialog = await findDialog('Log In');
    const phone = screen.getByRole('textbox', { name: 'Email or Phone' });
    await waitFor(() => expect(phone).toHaveFocus());
    await user.keyboard('nobody@example.com');
    await user.tab();
    await user.keyboard('wrong-password');
    await virtual.start({ container: dialog });

    await user.keyboard('{Enter}');

    await waitFor(async () =>
      expect(await spoken()).toContain(
        'textbox, Email or Phone, nobody@example.com, The provided credentials are incorrect., invalid, required',
      ),
    );
    expect(phone).toHaveFocus();
  });
});
