import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type RenderAuthOptions, reachNewAccountCode, refused } from '../auth/support';
import { listen } from './spoken';

const firstBox = () => screen.getByRole('textbox', { name: 'Digit 1 of 4' });

/** A new account's code dialog, reached as the shopper reaches it: registration sends the code, the dialog opens. */
async function reachCodeBoxes(options: RenderAuthOptions = {}) {
  const view = await reachNewAccountCode(options);
  await waitFor(() => expect(firstBox()).toHaveFocus());
  return view;
}

describe('The code dialog, heard through a screen reader', () => {
  it('says the dialog, the first box, where the code went and that a new code can be asked for in a minute', async () => {
    const reader = await listen();
    await reachCodeBoxes();
    await waitFor(async () =>
      expect(await reader.spoken()).toEqual([
        'dialog, Verification Code',
        'textbox, Digit 1 of 4',
        'polite: We have sent a code to your email.',
        'polite: sa*@example.com',
        'polite: You can ask for a new code in a minute.',
      ]),
    );
  });

  it('says each box as the code is typed, and stays in the last one when the server refuses it', async () => {
    const reader = await listen();
    const { user, onToast } = await reachCodeBoxes({
      calls: {
        verifyOtp: async () => {
          throw refused('The code is invalid or has expired.');
        },
      },
    });
    await reader.mark();
    await user.keyboard('0000{Enter}');
    await waitFor(() => expect(onToast).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).not.toHaveAttribute('readonly'));

    // The server's words are the error toast's to say (its own live region); the form adds nothing to them.
    expect(onToast).toHaveBeenCalledWith({
      type: 'auth.toast',
      kind: 'error',
      message: 'The code is invalid or has expired.',
    });
    expect(await reader.spoken()).toEqual(['textbox, Digit 2 of 4', 'textbox, Digit 3 of 4', 'textbox, Digit 4 of 4']);
    expect(await reader.virtual.lastSpokenPhrase()).toBe('textbox, Digit 4 of 4');
  });

  it('does not announce the countdown every second: once when it starts, once when Resend is there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reader = await listen();
    await reachCodeBoxes({ advanceTimers: vi.advanceTimersByTime });
    await waitFor(async () =>
      expect(await reader.spoken()).toContain('polite: You can ask for a new code in a minute.'),
    );
    await reader.mark();

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText('Resend code in 0:01')).toBeInTheDocument();
    expect(await reader.spoken()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await reader.spoken()).toEqual(['polite: You can ask for a new code now.']);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await reader.spoken()).toEqual(['polite: You can ask for a new code now.']);
  });

  it('takes the reader back to the first box when Resend is pressed, and says the wait has started again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reader = await listen();
    const { user, calls } = await reachCodeBoxes({ advanceTimers: vi.advanceTimersByTime });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await screen.findByRole('button', { name: 'Resend' });

    // The four boxes, Confirm (disabled, skipped), then Resend.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(await reader.virtual.lastSpokenPhrase()).toBe('button, Resend');
    await reader.mark();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.sendOtp).toHaveBeenCalledTimes(2));
    await screen.findByText('Resend code in 1:00');

    // The button is gone: without a new place for the focus, the reader would be left on the page itself.
    expect(firstBox()).toHaveFocus();
    await waitFor(async () =>
      expect(await reader.spoken()).toEqual([
        'textbox, Digit 1 of 4',
        'polite: You can ask for a new code in a minute.',
      ]),
    );
  });
});
