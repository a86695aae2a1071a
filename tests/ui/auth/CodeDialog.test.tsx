import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  expectClosedCleanly,
  findDialog,
  pendingCall,
  type RenderAuthOptions,
  reachNewAccountCode,
  refused,
  type verifiedAnswer,
} from './support';

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const boxValues = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value);
const confirm = () => screen.getByRole('button', { name: 'Confirm' });

/** The code dialog that confirms a new account, with the answer to sending the code shown. */
async function openCodeDialog(options: RenderAuthOptions = {}) {
  const view = await reachNewAccountCode(options);
  const dialog = await findDialog('Verification Code');
  await screen.findByText('We have sent a code to your email.');
  return { ...view, dialog };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Code dialog', () => {
  it('has four numeric boxes, the first offering the one-time code, and starts in the first', async () => {
    await openCodeDialog();
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(4);
    for (const n of [1, 2, 3, 4]) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).not.toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(box(1)).toHaveFocus());
    expect(confirm()).toBeDisabled();
  });

  it("shows the server's message and where the code went", async () => {
    const { calls } = await openCodeDialog();
    expect(screen.getByText('We have sent a code to your email.')).toBeInTheDocument();
    expect(screen.getByText('sa*@example.com')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'We have sent a code to your email. sa*@example.com',
    );
    expect(calls.sendOtp).toHaveBeenCalledTimes(1);
  });

  it('moves on to the next box as each digit is typed, ignoring anything else', async () => {
    const { user } = await openCodeDialog();
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    await user.keyboard('82');
    expect(box(4)).toHaveFocus();
    await user.keyboard('1');
    expect(boxValues()).toEqual(['4', '8', '2', '1']);
    expect(box(4)).toHaveFocus();
    expect(confirm()).toBeEnabled();
  });

  it('moves back with Backspace in an empty box', async () => {
    const { user } = await openCodeDialog();
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('48');
    expect(box(3)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    // Like Backspace in a text field, it takes the digit before away.
    expect(boxValues()).toEqual(['4', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(boxValues()).toEqual(['', '', '', '']);
  });

  it('fills all four boxes from a pasted code, then Confirm posts it and the dialog closes', async () => {
    const { user, calls, emitted, ...view } = await openCodeDialog();
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.paste('4821');
    expect(boxValues()).toEqual(['4', '8', '2', '1']);
    expect(box(4)).toHaveFocus();

    await user.tab();
    expect(confirm()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(calls.verifyOtp).toHaveBeenCalledWith({ phone: 'sam@example.com', otp: '4821' }, expect.any(AbortSignal));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(emitted).toContainEqual({ type: 'auth.toast', kind: 'success', message: 'Your account is verified.' });
    expectClosedCleanly({ user, calls, emitted, ...view });
  });

  it('sends the code with Enter in the last box', async () => {
    const { user, calls } = await openCodeDialog();
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('1234{Enter}');
    expect(calls.verifyOtp).toHaveBeenCalledWith({ phone: 'sam@example.com', otp: '1234' }, expect.any(AbortSignal));
  });

  it("shows a refused code's message as an error toast and keeps the dialog open", async () => {
    const { user, onToast } = await openCodeDialog({
      calls: {
        verifyOtp: async () => {
          throw refused('The code is invalid or has expired.');
        },
      },
    });
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('0000{Enter}');
    await waitFor(() =>
      expect(onToast).toHaveBeenCalledWith({
        type: 'auth.toast',
        kind: 'error',
        message: 'The code is invalid or has expired.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Verification Code' })).toBeInTheDocument();
    expect(box(4)).toHaveFocus();
    expect(box(4)).not.toHaveAttribute('readonly');
  });

  it('keeps the focus in the boxes while the code is checked (read-only, not disabled)', async () => {
    const verify = pendingCall<ReturnType<typeof verifiedAnswer>>();
    const { user } = await openCodeDialog({ calls: { verifyOtp: verify.run } });
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('4821{Enter}');
    expect(verify.run).toHaveBeenCalledTimes(1);

    // A disabled box would drop the focus to the page, out of the dialog.
    for (const n of [1, 2, 3, 4]) {
      expect(box(n)).toBeEnabled();
      expect(box(n)).toHaveAttribute('readonly');
    }
    expect(box(4)).toHaveFocus();
    expect(screen.getByRole('button', { name: /Confirm.*Loading/ })).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['4', '8', '2', '1']);

    verify.reject(refused('The code is invalid or has expired.'));
    await waitFor(() => expect(box(4)).not.toHaveAttribute('readonly'));
    expect(box(4)).toHaveFocus();
  });

  it('counts down 60 seconds, then offers Resend, which sends another code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, calls } = await openCodeDialog({ advanceTimers: vi.advanceTimersByTime });
    expect(screen.getByText('Resend code in 1:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Resend code in 0:59')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(49_000));
    expect(screen.getByText('Resend code in 0:10')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(screen.queryByText(/Resend code in/)).not.toBeInTheDocument();
    expect(screen.getByText('You can ask for a new code now.')).toBeInTheDocument();
    // The four boxes, Confirm (disabled, skipped), then Resend.
    expect(box(1)).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(calls.sendOtp).toHaveBeenCalledTimes(2));
    expect(calls.sendOtp).toHaveBeenLastCalledWith(
      { phone: 'sam@example.com', phone_code: null, forgot_password: null },
      expect.any(AbortSignal),
    );
    expect(await screen.findByText('Resend code in 1:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('closes with Escape, the new account staying signed in', async () => {
    const view = await openCodeDialog();
    await view.user.keyboard('{Escape}');
    expectClosedCleanly(view);
    expect(view.emitted).toContainEqual(expect.objectContaining({ type: 'auth.signedIn' }));
    expect(view.calls.verifyOtp).not.toHaveBeenCalled();
  });
});
